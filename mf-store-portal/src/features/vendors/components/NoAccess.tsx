import { StatusPage } from 'shared/ui';
import { useStorePortalT } from '../../../i18n/t';

/** What a user without the vendor management module (or not of a store) sees on the vendors page. */
export function NoAccess() {
  const t = useStorePortalT();
  return (
    <StatusPage mark="403" tone="warning" title={t('vendors.deniedTitle')}>
      <p>{t('vendors.deniedText')}</p>
    </StatusPage>
  );
}
