import type { VendorInvoice } from 'shared/contracts/vendorInvoices';
import { formatDate } from 'shared/dates';
import { Banner } from 'shared/ui';
import { money } from '../../../components/money';
import { isOverdue } from '../status';
import { useStorePortalT } from '../../../i18n/t';

/** What the invoice's status means for the store: the vendor alone marks it paid or voids it. */
export function InvoiceStatusNote({ invoice }: { invoice: VendorInvoice }) {
  const t = useStorePortalT();
  const vendor = invoice.vendor.name;
  const due = money(invoice.amount_due ?? invoice.total);
  if (invoice.status === 'paid')
    return (
      <Banner type="success" title={t('vendorInvoices.paid', { vendor })} />
    );
  if (invoice.status === 'void')
    return (
      <Banner
        type="information"
        title={t('vendorInvoices.voided', { vendor })}
      />
    );
  return (
    <Banner
      type={isOverdue(invoice) ? 'warning' : 'information'}
      title={t(
        isOverdue(invoice)
          ? 'vendorInvoices.dueByOverdue'
          : 'vendorInvoices.dueBy',
        { amount: due, date: formatDate(invoice.due_on) },
      )}
      subtitle={t('vendorInvoices.marksPaid', { vendor })}
    />
  );
}
