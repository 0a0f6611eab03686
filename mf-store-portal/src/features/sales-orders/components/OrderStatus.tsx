import { Card, Tag } from 'shared/ui/antd';
import { StatusMoves } from 'shared/ui/records';
import {
  movesFrom,
  SALES_ORDER,
  statusLabel,
  WORK_ORDER,
} from 'shared/workflow';
import { Fields } from '../../../components/Fields';
import { moveStatus, recordPath } from '../../../records/api';
import { workOrderLabel } from '../../../records/Timeline';
import type { SalesOrder } from '../api';

export interface OrderStatusProps {
  order: SalesOrder;
  onChanged: () => void;
}

/** The moves that end the order, refused while a vendor has the piece (ADR 0009). */
const NEEDS_PIECE_BACK = [
  'ready',
  'shipped',
  'completed',
  'cancelled',
] as const;

/**
 * The order's status in words and the moves the store may make from it. While a work order is
 * open, cancelling says why it cannot instead of asking; the other moves that end the order ask
 * the api, which refuses in the same words.
 */
export function OrderStatus({ order, onChanged }: OrderStatusProps) {
  const atVendor = (order.work_orders ?? []).filter(
    (workOrder) => !WORK_ORDER.final.includes(workOrder.status),
  );
  const reason =
    atVendor.length > 0
      ? `The piece is still with the vendor: ${atVendor
          .map(
            (wo) =>
              `${workOrderLabel(wo.work_order_no)} (${statusLabel(WORK_ORDER, wo.status)})`,
          )
          .join(
            ', ',
          )}. A work order must be returned to the store or rejected first.`
      : null;
  const refusals: Partial<Record<SalesOrder['status'], string>> = reason
    ? Object.fromEntries(NEEDS_PIECE_BACK.map((to) => [to, reason]))
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
        moves={movesFrom(SALES_ORDER, order.status, 'store')}
        record={SALES_ORDER}
        submit={(to) =>
          moveStatus(recordPath('sales-orders', order.id), {
            to,
            version: order.version ?? 1,
          })
        }
        ask={{ cancelled: {} }}
        refusals={refusals}
        onChanged={onChanged}
      />
    </Card>
  );
}
