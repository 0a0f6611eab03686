import { StatusPage } from 'shared/ui';
import { useStorePortalT } from '../../../i18n/t';

/** What the services area shows to someone without the service module (or a level a page needs). */
export function NoServiceAccess() {
  const t = useStorePortalT();
  return (
    <StatusPage mark="!" tone="warning" title={t('services.deniedTitle')}>
      <p>{t('services.deniedText')}</p>
    </StatusPage>
  );
}
