import type { WorkOrder } from 'shared/contracts/repair';
import { formatDate } from 'shared/dates';
import { statusLabel, WORK_ORDER } from 'shared/workflow';
import './shopFloor.css';

/** 'WO-1000042-1' */
export const workOrderName = (workOrder: { work_order_no: string }) =>
  `WO-${workOrder.work_order_no}`;

/** The due date in words ('No due date' when the store set none). */
export const dueText = (due: string | null) =>
  due ? formatDate(due) : 'No due date';

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
  return (
    <section className="vp-card" aria-labelledby="wo-details">
      <h2 id="wo-details">The job</h2>
      <p>
        <strong>Status:</strong> {statusLabel(WORK_ORDER, workOrder.status)}
      </p>
      <p>
        <strong>Store:</strong> {workOrder.store.name}
      </p>
      <p>
        <strong>Order:</strong> #{workOrder.sales_order.order_no}
        {workOrder.customer_label && ` for ${workOrder.customer_label}`}
      </p>
      <p>
        <strong>Due:</strong> {dueText(workOrder.due_date)}
      </p>
      {workOrder.rejection_reason && (
        <p>
          <strong>Reason:</strong> {workOrder.rejection_reason}
        </p>
      )}
      <h3 style={{ fontSize: 16, margin: '12px 0 4px' }}>Pieces</h3>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {workOrder.lines.map((line) => (
          <li key={line.id}>
            {line.quantity} × {line.service.name}
            {showVendorPrice && line.vendor_price !== null && (
              <span className="vp-line-price">
                Vendor price: ${line.vendor_price}
                {line.quantity > 1 && ' each'}
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
      <h3 style={{ fontSize: 16, margin: '12px 0 4px' }}>Instructions</h3>
      <p style={{ whiteSpace: 'pre-wrap' }}>
        {workOrder.instructions || 'The store gave no instructions.'}
      </p>
    </section>
  );
}
