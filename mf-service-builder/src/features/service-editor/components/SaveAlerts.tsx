import { useEffect, useRef } from 'react';
import { SERVICE_BUILDER_MESSAGES } from 'shared/contracts/serviceBuilder';
import { localiseErrorMessage, localiseMessage, useT } from 'shared/i18n';
import { Alert, Button } from 'shared/ui/antd';
import { isNoAnswer } from 'shared/ui/form';
import { useBuilderT } from '../../../i18n/t';

/** Props of SaveAlerts. */
export interface SaveAlertsProps {
  /** the last save was refused because someone else saved first (409) */
  isStale: boolean;
  /** the last save's failure, in the api's words */
  problem: string | null;
  onReload: () => void;
  /** sends the save again (offered, and focused, when the last one got no answer) */
  onRetry?: () => void;
}

/** What the last save ran into: a stale version (with Reload), or why it failed (with Retry when no answer came). */
export function SaveAlerts({
  isStale,
  problem,
  onReload,
  onRetry,
}: SaveAlertsProps) {
  const t = useBuilderT();
  const common = useT('common');
  const canRetry = Boolean(onRetry) && isNoAnswer(problem);
  const retryRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (canRetry) retryRef.current?.focus();
  }, [canRetry, problem]);
  return (
    <>
      {isStale && (
        <Alert
          type="warning"
          role="alert"
          showIcon
          className="sb-alert"
          title={localiseMessage(SERVICE_BUILDER_MESSAGES.stale)}
          action={
            <Button size="small" onClick={onReload}>
              {t('editor.reload')}
            </Button>
          }
        />
      )}
      {problem && (
        <Alert
          type="error"
          role="alert"
          showIcon
          className="sb-alert"
          title={localiseErrorMessage(localiseMessage(problem))}
          action={
            canRetry ? (
              <Button ref={retryRef} size="small" onClick={onRetry}>
                {common('states.retry')}
              </Button>
            ) : undefined
          }
        />
      )}
    </>
  );
}
