import { useId } from 'react';
import './ui.css';

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
  const titleId = useId();
  return (
    <section className="ui-state" role="alert" aria-labelledby={titleId}>
      <p className="ui-state__mark ui-state__mark--error" aria-hidden="true">
        !
      </p>
      <h2 id={titleId} className="ui-state__title">
        {title}
      </h2>
      {message && <p className="ui-state__message">{message}</p>}
      {onRetry && (
        <button type="button" className="ui-button" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </section>
  );
}
