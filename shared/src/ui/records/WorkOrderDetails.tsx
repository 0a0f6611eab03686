import { useId } from 'react';
import type { WorkOrder } from 'shared/contracts/repair';
import { formatDate } from 'shared/dates';
import { formatApiAmount, useT } from 'shared/i18n';
import { LineChoices } from './LinesTable';
import './catalogue';
import './records.css';

/** Props of WorkOrderDetails. */
export interface WorkOrderDetailsProps {
  workOrder: WorkOrder;
  /** the status in the page's words (never its code) */
  statusLabel: string;
  /** each line's price on the vendor's list when it was sent (the vendor's work order page) */
  showVendorPrice?: boolean;
}

/**
 * What the store sent for a job: the status in words, the store, the order (and its customer),
 * the due date, a rejection's reason, the pieces with their options and the instructions.
 */
export function WorkOrderDetails({
  workOrder,
  statusLabel,
  showVendorPrice = false,
}: WorkOrderDetailsProps) {
  const t = useT('records');
  const headingId = useId();
  const { sales_order: order, customer_label: customer } = workOrder;
  return (
    <section className="rec-job" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('job.title')}</h2>
      <p>
        <strong>{t('job.status')}</strong> {statusLabel}
      </p>
      <p>
        <strong>{t('job.store')}</strong> {workOrder.store.name}
      </p>
      <p>
        <strong>{t('job.order')}</strong>{' '}
        {customer
          ? t('job.orderFor', { number: order.order_no, customer })
          : t('job.orderNo', { number: order.order_no })}
      </p>
      <p>
        <strong>{t('job.due')}</strong>{' '}
        {workOrder.due_date ? formatDate(workOrder.due_date) : t('job.noDue')}
      </p>
      {workOrder.rejection_reason && (
        <p>
          <strong>{t('job.reason')}</strong> {workOrder.rejection_reason}
        </p>
      )}
      <h3>{t('job.pieces')}</h3>
      <ul>
        {workOrder.lines.map((line) => (
          <li key={line.id}>
            {line.quantity} × {line.service.name}
            {showVendorPrice && line.vendor_price !== null && (
              <span className="rec-line-price">
                {t(
                  line.quantity > 1 ? 'job.vendorPriceEach' : 'job.vendorPrice',
                  {
                    price: formatApiAmount(String(line.vendor_price)),
                  },
                )}
              </span>
            )}
            <LineChoices choices={line.choices} />
          </li>
        ))}
      </ul>
      <h3>{t('job.instructions')}</h3>
      <p className="rec-job__instructions">
        {workOrder.instructions || t('job.noInstructions')}
      </p>
    </section>
  );
}
