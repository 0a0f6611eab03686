import { StatusPage } from 'shared/ui';
import { useStorePortalT } from '../../../i18n/t';

/** What a user without the customer module (or not of a store) sees on the customer pages. */
export function NoAccess() {
  const t = useStorePortalT();
  return (
    <StatusPage mark="403" tone="warning" title={t('customer.deniedTitle')}>
      <p>{t('customer.deniedText')}</p>
    </StatusPage>
  );
}
