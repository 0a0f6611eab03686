import { ROLES } from 'shared/permissions';
import { useSession } from 'shared/session';
import { ErrorState, PageLoader, StatusPage } from 'shared/ui';
import { useBranding, useStoreId } from './hooks';
import { SettingsForm } from './SettingsForm';
import './settings.css';

/** /portal/settings: the store owner's white-label settings, with a live preview. */
export function SettingsPage() {
  const isOwner = useSession().role?.role_id === ROLES.STORE_OWNER;
  const storeId = useStoreId();
  const { branding, error, isLoading, mutate } = useBranding(
    isOwner ? storeId : null,
  );
  if (!isOwner || storeId === null)
    return (
      <StatusPage mark="403" tone="warning" title="You cannot open this page">
        <p>Only the store owner changes the store settings.</p>
      </StatusPage>
    );
  if (isLoading && !branding)
    return <PageLoader label="Loading your settings" />;
  if (!branding)
    return (
      <ErrorState
        title="We could not load your settings."
        message={error?.message ?? ''}
        onRetry={() => void mutate()}
      />
    );
  return (
    <section className="settings-page" aria-labelledby="settings-title">
      <h1 id="settings-title">Store settings</h1>
      <p className="settings-page__lead">
        Your storefront&apos;s logo, colours, font and links. Saved changes show
        on the storefront&apos;s next load.
      </p>
      <SettingsForm branding={branding} onSaved={() => mutate()} />
    </section>
  );
}
