import type { ReactNode } from 'react';
import { formatDate } from 'shared/dates';
import { Card, Col, Row, Tag } from 'shared/ui/antd';
import type { Charge } from 'shared/contracts';
import { Fields } from '../../../components/Fields';
import { money, signedMoney } from '../../../components/money';
import type { SalesOrder } from '../api';

export interface OrderMoneyProps {
  order: SalesOrder;
  /** what the Totals card offers (the Refund action) */
  action?: ReactNode;
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

/** The refunds of the order's payment: amount, reason, who and when. */
function Refunds({ order }: { order: SalesOrder }) {
  const refunds = order.refund?.refunds ?? [];
  if (refunds.length === 0) return null;
  return (
    <ul className="so-charges" aria-label="Refunds">
      {refunds.map((refund) => (
        <li key={refund.id} className="so-charge">
          <span>
            <strong>Refund</strong> {money(refund.amount)}
          </span>
          <span>{refund.reason}</span>
          <span className="so-muted">
            {refund.created_by || 'Store'} · {formatDate(refund.created_on)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Totals of the order, its refunds, and its additional and extra charges. */
export function OrderMoney({ order, action }: OrderMoneyProps) {
  const refunded = order.refund?.refunds.length ? order.refund : null;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <Card title="Totals" size="small" extra={action}>
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
                      signedMoney('−', order.discount.amount),
                    ] as [string, string],
                  ]
                : []),
              ['Total', <strong key="t">{money(order.total)}</strong>],
              ...(refunded
                ? [
                    ['Refunded', signedMoney('−', refunded.refunded)] as [
                      string,
                      string,
                    ],
                    ['Left to refund', money(refunded.refundable)] as [
                      string,
                      string,
                    ],
                  ]
                : []),
            ]}
          />
          <Refunds order={order} />
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
