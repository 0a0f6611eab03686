import { isApiError } from 'shared/api';
import { ErrorState, StatusPage } from 'shared/ui';

export interface DetailErrorProps {
  /** what the page shows, in lower case: 'sales order', 'estimate' */
  noun: string;
  error: Error | undefined;
  onRetry: () => void;
}

const capitalize = (text: string) =>
  text.charAt(0).toUpperCase() + text.slice(1);

/** Why a record page has nothing to show: not found (404), not allowed (403), or a failed load with a retry. */
export function DetailError({ noun, error, onRetry }: DetailErrorProps) {
  if (error && isApiError(error) && error.status === 404) {
    return (
      <StatusPage mark="404" title={`${capitalize(noun)} not found`} level={1}>
        <p className="ui-state__message">{error.message}</p>
      </StatusPage>
    );
  }
  if (error && isApiError(error) && error.status === 403) {
    return (
      <StatusPage
        mark="!"
        tone="warning"
        title={`You cannot view this ${noun}`}
        level={1}
      >
        <p className="ui-state__message">{error.message}</p>
      </StatusPage>
    );
  }
  return (
    <ErrorState
      title={`We could not load this ${noun}.`}
      message={error?.message}
      onRetry={onRetry}
    />
  );
}
