import { lazy, Suspense } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'shared/router';
import { formatDateIntl } from 'shared/i18n';
import { ErrorState, PageLoader } from 'shared/ui';
import { SALES_ORDER, statusLabel } from 'shared/workflow';
import type { TrackedOrder } from './api';
import { useTrackedOrder } from './hooks';
import { stepLabel, TrackingTimeline } from '../../ui/TrackingTimeline';
import './orderTracking.css';
import { useStorefrontT } from '../../i18n/t';

// The form brings antd, which the tracked order itself does not need (ADR 0002).
const EmailStep = lazy(() => import('./components/EmailStep'));

/**
 * `/order-tracking/:orderNumber`: the tracked order, or the api's message and a way to try another
 * number. It finds the order by the tracking link's `?token=`, by the email this tab tracked it with,
 * or by the customer's login; with none of them it asks for the email first (ADR 0008).
 */
export function OrderTrackingPage() {
  const t = useStorefrontT();
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
  if (isLoading) return <PageLoader label={t('tracking.loading')} />;
  if (error || !order) {
    const isUnknown = error?.status === 404 || error?.status === 400;
    return (
      <ErrorState
        title={t('tracking.failed')}
        message={error?.message}
        onRetry={isUnknown ? tryAnother : retry}
        retryLabel={isUnknown ? t('tracking.tryAnother') : t('tracking.retry')}
      />
    );
  }

  return (
    <div className="sf-page sf-track">
      <h1 className="sf-page__title">
        {t('tracking.orderTitle', { number: order.order_number })}
      </h1>
      <dl className="sf-track__details" aria-label={t('tracking.details')}>
        <div>
          <dt>{t('tracking.orderNumber')}</dt>
          <dd>{order.order_number}</dd>
        </div>
        <div>
          <dt>{t('tracking.status')}</dt>
          <dd>
            {stepLabel(
              t,
              order.status_label ?? statusLabel(SALES_ORDER, order.status),
            )}
          </dd>
        </div>
        <div>
          <dt>{t('tracking.placedOn')}</dt>
          <dd>{formatDateIntl(order.created_on, 'date')}</dd>
        </div>
        <div>
          <dt>{t('tracking.items')}</dt>
          <dd>{order.items_count}</dd>
        </div>
      </dl>
      {order.steps && <TrackingTimeline steps={order.steps} />}
      <Link to=".." relative="path">
        {t('tracking.trackAnother')}
      </Link>
    </div>
  );
}

export default OrderTrackingPage;
