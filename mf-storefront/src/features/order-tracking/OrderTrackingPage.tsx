import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatDate } from 'shared/dates';
import { ErrorState, PageLoader } from 'shared/ui';
import { useTrackedOrder } from './hooks';
import './orderTracking.css';

/** `/order-tracking/:orderNumber`: the tracked order, or the api's message and a way to try another number. */
export function OrderTrackingPage() {
  const { orderNumber = '' } = useParams();
  const navigate = useNavigate();
  const { order, error, isLoading, retry } = useTrackedOrder(orderNumber);
  // '..' by path: /order-tracking, the Track order form.
  const tryAnother = () => navigate('..', { relative: 'path' });

  if (isLoading) return <PageLoader label="Loading your order" />;
  if (error || !order) {
    const isUnknown = error?.status === 404 || error?.status === 400;
    return (
      <ErrorState
        title="We could not track this order."
        message={error?.message}
        onRetry={isUnknown ? tryAnother : retry}
        retryLabel={isUnknown ? 'Try another number' : 'Retry'}
      />
    );
  }

  return (
    <div className="sf-page sf-track">
      <h1 className="sf-page__title">Order {order.order_number}</h1>
      <dl className="sf-track__details" aria-label="Order details">
        <div>
          <dt>Order number</dt>
          <dd>{order.order_number}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{order.status}</dd>
        </div>
        <div>
          <dt>Placed on</dt>
          <dd>{formatDate(order.created_on)}</dd>
        </div>
        <div>
          <dt>Items</dt>
          <dd>{order.items_count}</dd>
        </div>
      </dl>
      <Link to=".." relative="path">
        Track another order
      </Link>
    </div>
  );
}

export default OrderTrackingPage;
