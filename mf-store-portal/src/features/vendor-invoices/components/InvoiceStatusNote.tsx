import type { VendorInvoice } from 'shared/contracts/vendorInvoices';
import { formatDate } from 'shared/dates';
import { Banner } from 'shared/ui';
import { money } from '../../../components/money';
import { isOverdue } from '../status';

/** What the invoice's status means for the store: the vendor alone marks it paid or voids it. */
export function InvoiceStatusNote({ invoice }: { invoice: VendorInvoice }) {
  const vendor = invoice.vendor.name;
  const due = money(invoice.amount_due ?? invoice.total);
  if (invoice.status === 'paid')
    return (
      <Banner
        type="success"
        title={`Paid: ${vendor} marked this invoice paid.`}
      />
    );
  if (invoice.status === 'void')
    return (
      <Banner
        type="information"
        title={`Void: ${vendor} voided this invoice. Nothing is due on it.`}
      />
    );
  return (
    <Banner
      type={isOverdue(invoice) ? 'warning' : 'information'}
      title={`${due} is due by ${formatDate(invoice.due_on)}${isOverdue(invoice) ? ' (overdue)' : ''}.`}
      subtitle={`${vendor} marks the invoice paid once your payment reaches them.`}
    />
  );
}
