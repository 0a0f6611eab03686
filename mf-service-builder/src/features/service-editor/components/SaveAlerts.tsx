import { SERVICE_BUILDER_MESSAGES } from 'shared/contracts/serviceBuilder';
import { Alert, Button } from 'shared/ui/antd';
import { useBuilderT } from '../../../i18n/t';

/** Props of SaveAlerts. */
export interface SaveAlertsProps {
  /** the last save was refused because someone else saved first (409) */
  isStale: boolean;
  /** the last save's failure, in the api's words */
  problem: string | null;
  onReload: () => void;
}

/** What the last save ran into: a stale version (with Reload), or the api's message. */
export function SaveAlerts({ isStale, problem, onReload }: SaveAlertsProps) {
  const t = useBuilderT();
  return (
    <>
      {isStale && (
        <Alert
          type="warning"
          role="alert"
          showIcon
          className="sb-alert"
          title={SERVICE_BUILDER_MESSAGES.stale}
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
          title={problem}
        />
      )}
    </>
  );
}
