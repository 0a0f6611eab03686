import { localiseErrorMessage, useT } from 'shared/i18n';
import { StatusPage } from './StatusPage';

/** Props of ErrorState. */
export interface ErrorStateProps {
  /** default 'Something went wrong' in the page's language */
  title?: string;
  /** usually the ApiError message (shared code's own sentences, such as no answer, in the page's language) */
  message?: string;
  onRetry?: () => void;
  /** default 'Retry' in the page's language */
  retryLabel?: string;
}

/** A failed load with a retry button (an alert, so assistive technology announces it). */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel,
}: ErrorStateProps) {
  const t = useT('common');
  return (
    <StatusPage
      mark="!"
      tone="error"
      title={title ?? t('states.error')}
      level={2}
      role="alert"
    >
      {message && (
        <p className="ui-state__message">{localiseErrorMessage(message)}</p>
      )}
      {onRetry && (
        <button type="button" className="ui-button" onClick={onRetry}>
          {retryLabel ?? t('states.retry')}
        </button>
      )}
    </StatusPage>
  );
}
