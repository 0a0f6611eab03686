import { Card, Tag } from 'shared/ui/antd';
import { SALES_ORDER, statusLabel } from 'shared/workflow';
import { Fields } from '../../../components/Fields';
import { recordPath } from '../../../records/api';
import { StatusMoves } from '../../../records/StatusMoves';
import type { SalesOrder } from '../api';

export interface OrderStatusProps {
  order: SalesOrder;
  onChanged: () => void;
}

/** The order's status in words and the moves the store may make from it. */
export function OrderStatus({ order, onChanged }: OrderStatusProps) {
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
        onChanged={onChanged}
      />
    </Card>
  );
}
