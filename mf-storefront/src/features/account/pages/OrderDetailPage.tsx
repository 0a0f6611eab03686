import { Link, useParams } from 'shared/router';
import type { TrackingStep } from 'shared/contracts/repair';
import { formatDateIntl } from 'shared/i18n';
import { ErrorState, PageLoader } from 'shared/ui';
import { AddressBlock } from '../components/AddressBlock';
import { ChargeList } from '../components/ChargeList';
import { OrderLines } from '../components/OrderLines';
import {
  carrierName,
  feedbackPath,
  formatMoney,
  orderPaymentPath,
  paymentLabel,
  statusLabel,
} from '../formatters';
import { useMyOrder } from '../hooks';
import { TrackingTimeline } from '../../../ui/TrackingTimeline';
import { useStorefrontT } from '../../../i18n/t';

/** `/myaccount/orders/:orderNo`: one order with its lines, address, totals, charges and next steps. */
export function OrderDetailPage() {
  const t = useStorefrontT();
  const { orderNo = '' } = useParams();
  const { order, error, isLoading, retry } = useMyOrder(orderNo);

  if (isLoading) return <PageLoader label={t('account.detail.loading')} />;
  if (error || !order) {
    return (
      <ErrorState
        title={t('account.detail.loadFailed')}
        message={error?.message}
        onRetry={error?.status === 404 ? undefined : retry}
      />
    );
  }
  // The customer's timeline, when the api sends it, as the tracking page shows it.
  const { steps } = order as { steps?: TrackingStep[] };
  const payPath = orderPaymentPath(order);
  const feedback = feedbackPath(order);
  const facts: [string, string][] = [
    [t('account.detail.status'), statusLabel(order.status)],
    [t('account.detail.payment'), paymentLabel(order.payment_status)],
    [t('account.detail.placedOn'), formatDateIntl(order.created_on, 'date')],
    ...(order.paid_on
      ? [
          [
            t('account.detail.paidOn'),
            formatDateIntl(order.paid_on, 'date'),
          ] as [string, string],
        ]
      : []),
    [t('account.detail.carrier'), carrierName(order.carrier?.id)],
  ];
  const totals: [string, string][] = [
    [t('account.detail.subtotal'), order.subtotal],
    [t('account.detail.shipping'), order.shipping],
    ...(order.insurance
      ? [
          [
            t('account.detail.insuranceNamed', { plan: order.insurance.name }),
            order.insurance_amount,
          ] as [string, string],
        ]
      : []),
    [t('account.detail.total'), order.total],
  ];

  return (
    <>
      <h2 className="sf-account__section-title">
        {t('account.detail.title', { number: order.order_no })}
      </h2>
      <div className="sf-order__actions">
        {payPath && (
          <Link className="sf-button" to={payPath}>
            {t('account.detail.pay', { amount: formatMoney(order.total) })}
          </Link>
        )}
        <Link to={`/order-tracking/${encodeURIComponent(order.order_no)}`}>
          {t('account.detail.track')}
        </Link>
        {feedback && <Link to={feedback}>{t('account.detail.feedback')}</Link>}
        <Link to="/myaccount/orders">{t('account.detail.back')}</Link>
      </div>
      <dl className="sf-order__facts" aria-label={t('account.detail.details')}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {steps && <TrackingTimeline steps={steps} headingLevel={3} />}
      <OrderLines lines={order.lines} />
      <dl className="sf-order__facts" aria-label={t('account.detail.totals')}>
        {totals.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{formatMoney(value)}</dd>
          </div>
        ))}
      </dl>
      {order.shipping_address && (
        <section aria-label={t('account.detail.shippingAddress')}>
          <h3>{t('account.detail.shippingAddress')}</h3>
          <AddressBlock address={order.shipping_address} />
        </section>
      )}
      <ChargeList order={order} />
    </>
  );
}
