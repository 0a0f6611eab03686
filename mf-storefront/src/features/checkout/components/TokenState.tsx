import { isApiError } from 'shared/api';
import { ErrorState, PageLoader, StatusPage } from 'shared/ui';

export interface TokenStateProps {
  /** what the link points at, e.g. 'payment' or 'order' */
  what: string;
  error: Error | undefined;
  onRetry: () => void;
}

/** A page read by a public token: unknown link (404), failed load, or still loading. */
export function TokenState({ what, error, onRetry }: TokenStateProps) {
  if (error && isApiError(error) && error.status === 404) {
    return (
      <StatusPage mark="404" title={`This ${what} link is not valid.`}>
        <p className="ui-state__message">
          Please check the link you were sent.
        </p>
      </StatusPage>
    );
  }
  if (error) {
    return (
      <ErrorState
        title={`We could not load this ${what}.`}
        message={error.message}
        onRetry={onRetry}
      />
    );
  }
  return <PageLoader label={`Loading the ${what}`} />;
}
