import type { VendorInvoiceStatus } from 'shared/contracts/vendorInvoices';
import { Tag } from 'shared/ui/antd';
import { statusText, useVendorT } from '../../../i18n/t';
import { STATUS_COLORS, VENDOR_INVOICE } from '../status';

/** An invoice's status in words, as a tag. */
export function InvoiceStatusTag({ status }: { status: VendorInvoiceStatus }) {
  useVendorT(); // re-renders on a language change
  return (
    <Tag color={STATUS_COLORS[status]}>
      {statusText(VENDOR_INVOICE, status)}
    </Tag>
  );
}

/** The due date, marked when an open invoice is past it. */
export function DueDate({
  dueOn,
  isOverdue,
  children,
}: {
  dueOn: string;
  isOverdue: boolean;
  /** the date as shown */
  children: string;
}) {
  const t = useVendorT();
  return (
    <span>
      <time dateTime={dueOn}>{children}</time>
      {isOverdue && (
        <Tag color="red" style={{ marginInlineStart: 8 }}>
          {t('lists.invoices.overdue')}
        </Tag>
      )}
    </span>
  );
}
