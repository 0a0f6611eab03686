import { formatDate } from 'shared/dates';
import { Card, Col, Row, Tag } from 'shared/ui/antd';
import type { Charge } from 'shared/contracts';
import { Fields } from '../../../components/Fields';
import { money } from '../../../components/money';
import type { SalesOrder } from '../api';

export interface OrderMoneyProps {
  order: SalesOrder;
}

const REQUESTED_BY: Record<Charge['requested_by'], string> = {
  store_owner: 'Requested by the store owner',
  vendor: 'Requested by the vendor',
};

function ChargeRow({ charge }: { charge: Charge }) {
  return (
    <li className="so-charge">
      <span>
        <strong>
          {charge.kind === 'extra' ? 'Extra charge' : 'Additional charge'}
        </strong>{' '}
        {money(charge.amount)}{' '}
        <Tag color={charge.status === 'paid' ? 'green' : 'orange'}>
          {charge.status === 'paid' ? 'Paid' : 'Unpaid'}
        </Tag>
      </span>
      <span>{charge.reason}</span>
      <span className="so-muted">
        {REQUESTED_BY[charge.requested_by]}
        {charge.work_order
          ? ` · work order ${charge.work_order.item_number}`
          : ''}{' '}
        · {formatDate(charge.created_on)}
      </span>
    </li>
  );
}

/** Totals of the order and its additional and extra charges. */
export function OrderMoney({ order }: OrderMoneyProps) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <Card title="Totals" size="small">
          <Fields
            rows={[
              ['Subtotal', money(order.subtotal)],
              ['Shipping', money(order.shipping)],
              ...(order.insurance
                ? [
                    [
                      `Insurance (${order.insurance.name})`,
                      money(order.insurance_amount),
                    ] as [string, string],
                  ]
                : []),
              ...(order.discount
                ? [
                    [
                      `Discount (${order.discount.code})`,
                      `−${money(order.discount.amount)}`,
                    ] as [string, string],
                  ]
                : []),
              ['Total', <strong key="t">{money(order.total)}</strong>],
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card title="Charges" size="small">
          {order.charges.length === 0 ? (
            <p className="so-muted">No additional or extra charges.</p>
          ) : (
            <ul className="so-charges">
              {order.charges.map((charge) => (
                <ChargeRow key={charge.id} charge={charge} />
              ))}
            </ul>
          )}
        </Card>
      </Col>
    </Row>
  );
}
