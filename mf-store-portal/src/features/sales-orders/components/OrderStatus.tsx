import { Card, Tag } from 'shared/ui/antd';
import { StatusMoves } from 'shared/ui/records';
import { movesFrom, SALES_ORDER, WORK_ORDER } from 'shared/workflow';
import { Fields } from 'shared/ui/records';
import { moveStatus, recordPath } from '../../../records/api';
import { workOrderLabel } from '../../../records/Timeline';
import { useStorePortalT } from '../../../i18n/t';
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
  const t = useStorePortalT();
  const atVendor = (order.work_orders ?? []).filter(
    (workOrder) => !WORK_ORDER.final.includes(workOrder.status),
  );
  const reason =
    atVendor.length > 0
      ? t('salesOrder.pieceAtVendor', {
          workOrders: atVendor
            .map(
              (wo) =>
                `${workOrderLabel(wo.work_order_no)} (${t(`workOrders.statuses.${wo.status}`, { defaultValue: wo.status })})`,
            )
            .join(', '),
        })
      : null;
  const refusals: Partial<Record<SalesOrder['status'], string>> = reason
    ? Object.fromEntries(NEEDS_PIECE_BACK.map((to) => [to, reason]))
    : {};
  return (
    <Card title={t('salesOrder.status')} size="small">
      <Fields
        rows={[
          [
            t('salesOrder.currentStatus'),
            <Tag key="s" color="blue">
              {t(`salesOrders.statuses.${order.status}`, {
                defaultValue: order.status,
              })}
            </Tag>,
          ],
        ]}
      />
      <StatusMoves
        moves={movesFrom(SALES_ORDER, order.status, 'store')}
        record={SALES_ORDER}
        statusLabel={(to) =>
          t(`salesOrders.statuses.${to}`, {
            defaultValue: SALES_ORDER.labels[to],
          })
        }
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
