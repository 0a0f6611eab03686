import { StatusPage } from 'shared/ui';
import { useStorePortalT } from '../../../i18n/t';

/** What a user without the discount module (or not of a store) sees on the discounts page. */
export function NoAccess() {
  const t = useStorePortalT();
  return (
    <StatusPage mark="403" tone="warning" title={t('discounts.deniedTitle')}>
      <p>{t('discounts.deniedText')}</p>
    </StatusPage>
  );
}
