import type { ReactNode } from 'react';
import { formatDate } from 'shared/dates';
import { Card, Col, Row, Tag } from 'shared/ui/antd';
import type { Charge } from 'shared/contracts';
import { Fields } from 'shared/ui/records';
import { money, signedMoney } from '../../../components/money';
import { useStorePortalT } from '../../../i18n/t';
import type { SalesOrder } from '../api';

export interface OrderMoneyProps {
  order: SalesOrder;
  /** what the Totals card offers (the Refund action) */
  action?: ReactNode;
}

const REQUESTED_BY: Record<Charge['requested_by'], string> = {
  store_owner: 'salesOrder.byOwner',
  vendor: 'salesOrder.byVendor',
};

function ChargeRow({ charge }: { charge: Charge }) {
  const t = useStorePortalT();
  return (
    <li className="so-charge">
      <span>
        <strong>
          {t(
            charge.kind === 'extra'
              ? 'salesOrder.extraCharge'
              : 'salesOrder.additionalCharge',
          )}
        </strong>{' '}
        {money(charge.amount)}{' '}
        <Tag color={charge.status === 'paid' ? 'green' : 'orange'}>
          {t(
            charge.status === 'paid' ? 'salesOrder.paid' : 'salesOrder.unpaid',
          )}
        </Tag>
      </span>
      <span>{charge.reason}</span>
      <span className="so-muted">
        {t(REQUESTED_BY[charge.requested_by])}
        {charge.work_order
          ? t('salesOrder.chargeWorkOrder', {
              number: charge.work_order.item_number,
            })
          : ''}{' '}
        · {formatDate(charge.created_on)}
      </span>
    </li>
  );
}

/** The refunds of the order's payment: amount, reason, who and when. */
function Refunds({ order }: { order: SalesOrder }) {
  const t = useStorePortalT();
  const refunds = order.refund?.refunds ?? [];
  if (refunds.length === 0) return null;
  return (
    <ul className="so-charges" aria-label={t('salesOrder.refunds')}>
      {refunds.map((refund) => (
        <li key={refund.id} className="so-charge">
          <span>
            <strong>{t('salesOrder.refund')}</strong> {money(refund.amount)}
          </span>
          <span>{refund.reason}</span>
          <span className="so-muted">
            {refund.created_by || t('salesOrder.store')} ·{' '}
            {formatDate(refund.created_on)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Totals of the order, its refunds, and its additional and extra charges. */
export function OrderMoney({ order, action }: OrderMoneyProps) {
  const t = useStorePortalT();
  const refunded = order.refund?.refunds.length ? order.refund : null;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <Card title={t('salesOrder.totals')} size="small" extra={action}>
          <Fields
            rows={[
              [t('salesOrder.subtotal'), money(order.subtotal)],
              [t('salesOrder.shipping'), money(order.shipping)],
              ...(order.insurance
                ? [
                    [
                      t('salesOrder.insurance', { name: order.insurance.name }),
                      money(order.insurance_amount),
                    ] as [string, string],
                  ]
                : []),
              ...(order.discount
                ? [
                    [
                      t('salesOrder.discount', { code: order.discount.code }),
                      signedMoney('−', order.discount.amount),
                    ] as [string, string],
                  ]
                : []),
              [
                t('salesOrder.total'),
                <strong key="t">{money(order.total)}</strong>,
              ],
              ...(refunded
                ? [
                    [
                      t('salesOrder.refunded'),
                      signedMoney('−', refunded.refunded),
                    ] as [string, string],
                    [
                      t('salesOrder.leftToRefund'),
                      money(refunded.refundable),
                    ] as [string, string],
                  ]
                : []),
            ]}
          />
          <Refunds order={order} />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card title={t('salesOrder.charges')} size="small">
          {order.charges.length === 0 ? (
            <p className="so-muted">{t('salesOrder.noCharges')}</p>
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
