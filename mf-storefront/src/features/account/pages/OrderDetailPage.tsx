import { Link, useParams } from 'react-router-dom';
import { formatOrderDate } from 'shared/dates';
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

/** `/myaccount/orders/:orderNo`: one order with its lines, address, totals, charges and next steps. */
export function OrderDetailPage() {
  const { orderNo = '' } = useParams();
  const { order, error, isLoading, retry } = useMyOrder(orderNo);

  if (isLoading) return <PageLoader label="Loading your order" />;
  if (error || !order) {
    return (
      <ErrorState
        title="We could not load this order."
        message={error?.message}
        onRetry={error?.status === 404 ? undefined : retry}
      />
    );
  }
  const payPath = orderPaymentPath(order);
  const feedback = feedbackPath(order);
  const facts: [string, string][] = [
    ['Status', statusLabel(order.status)],
    ['Payment', paymentLabel(order.payment_status)],
    ['Placed on', formatOrderDate(order.created_on)],
    ...(order.paid_on
      ? [['Paid on', formatOrderDate(order.paid_on)] as [string, string]]
      : []),
    ['Carrier', carrierName(order.carrier?.id)],
  ];
  const totals: [string, string][] = [
    ['Subtotal', order.subtotal],
    ['Shipping', order.shipping],
    ...(order.insurance
      ? [
          [`Insurance (${order.insurance.name})`, order.insurance_amount] as [
            string,
            string,
          ],
        ]
      : []),
    ['Total', order.total],
  ];

  return (
    <>
      <h2 className="sf-account__section-title">Order {order.order_no}</h2>
      <div className="sf-order__actions">
        {payPath && (
          <Link className="sf-button" to={payPath}>
            Pay {formatMoney(order.total)}
          </Link>
        )}
        <Link to={`/order-tracking/${encodeURIComponent(order.order_no)}`}>
          Track order
        </Link>
        {feedback && <Link to={feedback}>Leave feedback</Link>}
        <Link to="/myaccount/orders">Back to orders</Link>
      </div>
      <dl className="sf-order__facts" aria-label="Order details">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <OrderLines lines={order.lines} />
      <dl className="sf-order__facts" aria-label="Order totals">
        {totals.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{formatMoney(value)}</dd>
          </div>
        ))}
      </dl>
      {order.shipping_address && (
        <section aria-label="Shipping address">
          <h3>Shipping address</h3>
          <AddressBlock address={order.shipping_address} />
        </section>
      )}
      <ChargeList order={order} />
    </>
  );
}
