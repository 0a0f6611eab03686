import { lazy, Suspense } from 'react';
import { PageLoader } from 'shared/ui';
import { useStorefrontT } from '../../i18n/t';

const OrderTrackingPage = lazy(() => import('./OrderTrackingPage'));

/** The tracked-order page as its own chunk, off the storefront's first load. */
export function LazyOrderTrackingPage() {
  const t = useStorefrontT();
  return (
    <Suspense fallback={<PageLoader label={t('tracking.loading')} />}>
      <OrderTrackingPage />
    </Suspense>
  );
}
