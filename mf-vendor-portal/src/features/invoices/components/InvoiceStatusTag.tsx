import type { VendorInvoiceStatus } from 'shared/contracts/vendorInvoices';
import { Tag } from 'shared/ui/antd';
import { statusLabel } from 'shared/workflow';
import { STATUS_COLORS, VENDOR_INVOICE } from '../status';

/** An invoice's status in words, as a tag. */
export function InvoiceStatusTag({ status }: { status: VendorInvoiceStatus }) {
  return (
    <Tag color={STATUS_COLORS[status]}>
      {statusLabel(VENDOR_INVOICE, status)}
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
  return (
    <span>
      <time dateTime={dueOn}>{children}</time>
      {isOverdue && (
        <Tag color="red" style={{ marginInlineStart: 8 }}>
          Overdue
        </Tag>
      )}
    </span>
  );
}
