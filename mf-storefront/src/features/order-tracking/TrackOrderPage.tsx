import { useNavigate } from 'shared/router';
import { AntdTheme } from 'shared/ui/antd/core';
import type { TrackedOrder } from './api';
import { TrackOrderForm } from './components/TrackOrderForm';
import './orderTracking.css';
import { useStorefrontT } from '../../i18n/t';

/** `/order-tracking` without a number: the Track order form inline, so customers can always reach it. */
export function TrackOrderPage() {
  const t = useStorefrontT();
  const navigate = useNavigate();
  // Route-relative: '<number>' is the child path, '..' the storefront's root.
  const handleTracked = (order: TrackedOrder) =>
    navigate(encodeURIComponent(order.order_number));
  return (
    <AntdTheme>
      <div className="sf-page sf-track">
        <h1 className="sf-page__title">{t('tracking.title')}</h1>
        <TrackOrderForm
          onTracked={handleTracked}
          onCancel={() => navigate('..')}
        />
      </div>
    </AntdTheme>
  );
}

export default TrackOrderPage;
