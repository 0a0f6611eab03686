import { Link, useParams } from 'react-router-dom';
import { formatOrderDate } from 'shared/dates';
import { useTenant } from 'shared/tenant';
import { OrderSummary } from './components/OrderSummary';
import { TokenState } from './components/TokenState';
import { useOrderByToken } from './hooks';
import { paymentPath, trackOrderPath } from './paths';
import './checkout.css';

/** /thankyou/:id (id = the order's public token): the paid order, its number and how to track it. */
export default function ThankYouPage() {
  const { id } = useParams();
  const { order, error, retry } = useOrderByToken(id);
  const tracks = useTenant().storeSettings?.is_order_tracking_enabled !== false;
  if (!order) return <TokenState what="order" error={error} onRetry={retry} />;
  const paid = order.payment_status === 'paid';
  const address = order.shipping_address;
  return (
    <div className="co-page co-thanks">
      <h1 className="co-page__title">Thank you for your order!</h1>
      <p className="co-thanks__lead">
        {paid
          ? 'Your payment was received.'
          : 'Your order was placed; its payment is still open.'}{' '}
        We sent the details to {order.contact.email}.
      </p>
      <div className="co-order-number" aria-label="Order number">
        <span>Order number</span>
        <strong>{order.order_no}</strong>
      </div>
      {tracks && (
        <p>
          Keep this number: you can track your order with it and your email, or
          with the tracking link we sent you.
        </p>
      )}
      <dl className="co-facts">
        <div>
          <dt>Placed</dt>
          <dd>{formatOrderDate(order.created_on)}</dd>
        </div>
        {order.paid_on && (
          <div>
            <dt>Paid</dt>
            <dd>{formatOrderDate(order.paid_on)}</dd>
          </div>
        )}
        {address && (
          <div>
            <dt>Ship to</dt>
            <dd>
              {[
                address.address_line1,
                address.address_line2,
                address.city,
                address.state,
                address.zip,
                address.country,
              ]
                .filter(Boolean)
                .join(', ')}
            </dd>
          </div>
        )}
      </dl>
      <OrderSummary order={order} />
      {!paid && (
        <Link className="co-button" to={paymentPath('order', order.token)}>
          Pay now
        </Link>
      )}{' '}
      {tracks && (
        <Link
          className="co-button"
          to={trackOrderPath(order.order_no, order.tracking_token)}
        >
          Track this order
        </Link>
      )}
    </div>
  );
}
