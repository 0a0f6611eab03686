import { isApiError } from 'shared/api';
import { ErrorState, StatusPage } from 'shared/ui';
import { errorWords, useStorePortalT } from '../i18n/t';

/** The records a detail page shows, by their English name. */
const NOUN_KEYS = {
  'sales order': 'salesOrder',
  estimate: 'estimate',
  invoice: 'invoice',
  'work order': 'workOrder',
  customer: 'customer',
} as const;

export interface DetailErrorProps {
  /** what the page shows, in lower case: 'sales order', 'estimate' */
  noun: keyof typeof NOUN_KEYS;
  error: Error | undefined;
  onRetry: () => void;
}

/** Why a record page has nothing to show: not found (404), not allowed (403), or a failed load with a retry. */
export function DetailError({ noun, error, onRetry }: DetailErrorProps) {
  const t = useStorePortalT();
  const key = NOUN_KEYS[noun];
  if (error && isApiError(error) && error.status === 404) {
    return (
      <StatusPage mark="404" title={t(`detail.notFound.${key}`)} level={1}>
        <p className="ui-state__message">{errorWords(error)}</p>
      </StatusPage>
    );
  }
  if (error && isApiError(error) && error.status === 403) {
    return (
      <StatusPage
        mark="!"
        tone="warning"
        title={t(`detail.denied.${key}`)}
        level={1}
      >
        <p className="ui-state__message">{errorWords(error)}</p>
      </StatusPage>
    );
  }
  return (
    <ErrorState
      title={t(`detail.loadFailed.${key}`)}
      message={errorWords(error)}
      onRetry={onRetry}
    />
  );
}
