import { lazy, Suspense } from 'react';
import {
  Link,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import { formatOrderDate } from 'shared/dates';
import { ErrorState, PageLoader } from 'shared/ui';
import type { TrackedOrder } from './api';
import { useTrackedOrder } from './hooks';
import './orderTracking.css';

// The form brings antd, which the tracked order itself does not need (ADR 0002).
const EmailStep = lazy(() => import('./components/EmailStep'));

/**
 * `/order-tracking/:orderNumber`: the tracked order, or the api's message and a way to try another
 * number. It finds the order by the tracking link's `?token=`, by the email this tab tracked it with,
 * or by the customer's login; with none of them it asks for the email first (ADR 0008).
 */
export function OrderTrackingPage() {
  const { orderNumber = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { order, error, isLoading, needsEmail, retry } = useTrackedOrder(
    orderNumber,
    params.get('token'),
  );
  // '..' by path: /order-tracking, the Track order form.
  const tryAnother = () => navigate('..', { relative: 'path' });
  // The same number now shows by the email just remembered; another number opens its own page.
  const handleTracked = (found: TrackedOrder) => {
    if (found.order_number !== orderNumber)
      navigate(`../${encodeURIComponent(found.order_number)}`, {
        relative: 'path',
      });
  };

  if (needsEmail) {
    return (
      <Suspense fallback={<PageLoader />}>
        <EmailStep
          orderNumber={orderNumber}
          onTracked={handleTracked}
          onCancel={() => navigate('../..', { relative: 'path' })}
        />
      </Suspense>
    );
  }
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
          <dd>{formatOrderDate(order.created_on)}</dd>
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
