import { Card, Tag } from 'shared/ui/antd';
import { SALES_ORDER, statusLabel, WORK_ORDER } from 'shared/workflow';
import { Fields } from '../../../components/Fields';
import { recordPath } from '../../../records/api';
import { StatusMoves } from '../../../records/StatusMoves';
import { workOrderLabel } from '../../../records/Timeline';
import type { SalesOrder } from '../api';

export interface OrderStatusProps {
  order: SalesOrder;
  onChanged: () => void;
}

/** The order's status in words and the moves the store may make from it. */
export function OrderStatus({ order, onChanged }: OrderStatusProps) {
  const atVendor = (order.work_orders ?? []).filter(
    (workOrder) => !WORK_ORDER.final.includes(workOrder.status),
  );
  const notes: Partial<Record<SalesOrder['status'], string>> =
    atVendor.length > 0
      ? {
          cancelled: `${atVendor
            .map(
              (wo) => `${workOrderLabel(wo.work_order_no)} (${wo.vendor.name})`,
            )
            .join(
              ', ',
            )} stays open: the vendor is asked to stop the work and return the piece.`,
        }
      : {};
  return (
    <Card title="Status" size="small">
      <Fields
        rows={[
          [
            'Current status',
            <Tag key="s" color="blue">
              {statusLabel(SALES_ORDER, order.status)}
            </Tag>,
          ],
        ]}
      />
      <StatusMoves
        machine={SALES_ORDER}
        status={order.status}
        version={order.version ?? 1}
        path={recordPath('sales-orders', order.id)}
        confirmInto={['cancelled']}
        confirmNotes={notes}
        onChanged={onChanged}
      />
    </Card>
  );
}
