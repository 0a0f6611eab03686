import type { WorkOrder } from 'shared/contracts/repair';
import { formatDate } from 'shared/dates';
import { formatApiAmount } from 'shared/i18n';
import { WORK_ORDER } from 'shared/workflow';
import { statusText, useVendorT, vpt } from '../i18n/t';
import './shopFloor.css';

/** 'WO-1000042-1' */
export const workOrderName = (workOrder: { work_order_no: string }) =>
  vpt('shopFloor.name', { number: workOrder.work_order_no });

/** The due date in words ('No due date' when the store set none). */
export const dueText = (due: string | null) =>
  due ? formatDate(due) : vpt('shopFloor.details.noDue');

/** Props of WorkOrderDetails. */
export interface WorkOrderDetailsProps {
  workOrder: WorkOrder;
  /** each line's price on the vendor's list when it was sent (the portal's work order page) */
  showVendorPrice?: boolean;
}

/** What the store sent: its name, the status in words, the due date, the lines with their options and the instructions. */
export function WorkOrderDetails({
  workOrder,
  showVendorPrice = false,
}: WorkOrderDetailsProps) {
  const t = useVendorT();
  return (
    <section className="vp-card" aria-labelledby="wo-details">
      <h2 id="wo-details">{t('shopFloor.details.title')}</h2>
      <p>
        <strong>{t('shopFloor.details.status')}</strong>{' '}
        {statusText(WORK_ORDER, workOrder.status)}
      </p>
      <p>
        <strong>{t('shopFloor.details.store')}</strong> {workOrder.store.name}
      </p>
      <p>
        <strong>{t('shopFloor.details.order')}</strong>{' '}
        {workOrder.customer_label
          ? t('shopFloor.details.orderFor', {
              number: workOrder.sales_order.order_no,
              customer: workOrder.customer_label,
            })
          : t('shopFloor.details.orderNo', {
              number: workOrder.sales_order.order_no,
            })}
      </p>
      <p>
        <strong>{t('shopFloor.details.due')}</strong>{' '}
        {dueText(workOrder.due_date)}
      </p>
      {workOrder.rejection_reason && (
        <p>
          <strong>{t('shopFloor.details.reason')}</strong>{' '}
          {workOrder.rejection_reason}
        </p>
      )}
      <h3 style={{ fontSize: 16, margin: '12px 0 4px' }}>
        {t('shopFloor.details.pieces')}
      </h3>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {workOrder.lines.map((line) => (
          <li key={line.id}>
            {line.quantity} × {line.service.name}
            {showVendorPrice && line.vendor_price !== null && (
              <span className="vp-line-price">
                {t(
                  line.quantity > 1
                    ? 'shopFloor.details.vendorPriceEach'
                    : 'shopFloor.details.vendorPrice',
                  { price: formatApiAmount(String(line.vendor_price)) },
                )}
              </span>
            )}
            {line.choices.length > 0 && (
              <ul style={{ paddingLeft: 16 }}>
                {line.choices.map((choice) => (
                  <li key={`${choice.label}:${choice.value}`}>
                    {choice.label}: {choice.value}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <h3 style={{ fontSize: 16, margin: '12px 0 4px' }}>
        {t('shopFloor.details.instructions')}
      </h3>
      <p style={{ whiteSpace: 'pre-wrap' }}>
        {workOrder.instructions || t('shopFloor.details.noInstructions')}
      </p>
    </section>
  );
}
