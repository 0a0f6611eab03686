import type { VendorInvoiceStatus } from 'shared/contracts/vendorInvoices';
import { Tag } from 'shared/ui/antd';
import { statusLabel } from 'shared/workflow';
import { STATUS_COLORS, VENDOR_INVOICE_FOR_STORE } from '../status';
import { useStorePortalT } from '../../../i18n/t';

/** An invoice's status in words, as a tag. */
export function InvoiceStatusTag({ status }: { status: VendorInvoiceStatus }) {
  const t = useStorePortalT();
  return (
    <Tag color={STATUS_COLORS[status]}>
      {t(`vendorInvoices.statuses.${status}`, {
        defaultValue: statusLabel(VENDOR_INVOICE_FOR_STORE, status),
      })}
    </Tag>
  );
}

/** Props of DueDate. */
export interface DueDateProps {
  /** 'YYYY-MM-DD' */
  dueOn: string;
  isOverdue: boolean;
  /** the date as shown */
  children: string;
}

/** The due date, marked when an open invoice is past it. */
export function DueDate({ dueOn, isOverdue, children }: DueDateProps) {
  const t = useStorePortalT();
  return (
    <span>
      <time dateTime={dueOn}>{children}</time>
      {isOverdue && (
        <Tag color="red" className="vi-overdue">
          {t('vendorInvoices.overdue')}
        </Tag>
      )}
    </span>
  );
}
