import { isApiError } from 'shared/api';
import { ErrorState, PageLoader, StatusPage } from 'shared/ui';
import { useStorefrontT } from '../../../i18n/t';

export interface TokenStateProps {
  /** what the link points at */
  what: 'payment' | 'order' | 'estimate';
  error: Error | undefined;
  onRetry: () => void;
}

/** A page read by a public token: unknown link (404), failed load, or still loading. */
export function TokenState({ what, error, onRetry }: TokenStateProps) {
  const t = useStorefrontT();
  if (error && isApiError(error) && error.status === 404) {
    return (
      <StatusPage mark="404" title={t(`links.invalid.${what}`)}>
        <p className="ui-state__message">{t('links.checkLink')}</p>
      </StatusPage>
    );
  }
  if (error) {
    return (
      <ErrorState
        title={t(`links.failed.${what}`)}
        message={error.message}
        onRetry={onRetry}
      />
    );
  }
  return <PageLoader label={t(`links.loading.${what}`)} />;
}
