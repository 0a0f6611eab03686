import { StatusPage } from './StatusPage';

/** Props of ErrorState. */
export interface ErrorStateProps {
  title?: string;
  /** usually the ApiError message */
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
}

/** A failed load with a retry button (an alert, so assistive technology announces it). */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Retry',
}: ErrorStateProps) {
  return (
    <StatusPage mark="!" tone="error" title={title} level={2} role="alert">
      {message && <p className="ui-state__message">{message}</p>}
      {onRetry && (
        <button type="button" className="ui-button" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </StatusPage>
  );
}
