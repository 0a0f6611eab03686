import { StatusPage } from 'shared/ui';
import { useStorePortalT } from '../../../i18n/t';

/** What a user without the vendor management module (or not of a store) sees instead of the invoices. */
export function NoInvoiceAccess() {
  const t = useStorePortalT();
  return (
    <StatusPage
      mark="403"
      tone="warning"
      title={t('vendorInvoices.deniedTitle')}
      level={1}
    >
      <p>{t('vendorInvoices.deniedText')}</p>
    </StatusPage>
  );
}
