import { ROLES } from 'shared/permissions';
import { useSession } from 'shared/session';
import { ErrorState, PageLoader, StatusPage } from 'shared/ui';
import { useStorePortalT } from '../../i18n/t';
import { useBranding, useStoreId } from './hooks';
import { SettingsForm } from './SettingsForm';
import './settings.css';

/** /portal/settings: the store owner's white-label settings, with a live preview. */
export function SettingsPage() {
  const t = useStorePortalT();
  const isOwner = useSession().role?.role_id === ROLES.STORE_OWNER;
  const storeId = useStoreId();
  const { branding, error, isLoading, mutate } = useBranding(
    isOwner ? storeId : null,
  );
  if (!isOwner || storeId === null)
    return (
      <StatusPage mark="403" tone="warning" title={t('settings.deniedTitle')}>
        <p>{t('settings.deniedText')}</p>
      </StatusPage>
    );
  if (isLoading && !branding)
    return <PageLoader label={t('settings.loading')} />;
  if (!branding)
    return (
      <ErrorState
        title={t('settings.loadFailed')}
        message={error?.message ?? ''}
        onRetry={() => void mutate()}
      />
    );
  return (
    <section className="settings-page" aria-labelledby="settings-title">
      <h1 id="settings-title">{t('settings.title')}</h1>
      <p className="settings-page__lead">{t('settings.lead')}</p>
      <SettingsForm branding={branding} onSaved={() => mutate()} />
    </section>
  );
}
