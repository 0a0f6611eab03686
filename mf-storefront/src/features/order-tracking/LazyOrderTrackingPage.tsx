import { lazy, Suspense } from 'react';
import { PageLoader } from 'shared/ui';

const OrderTrackingPage = lazy(() => import('./OrderTrackingPage'));

/** The tracked-order page as its own chunk, off the storefront's first load. */
export function LazyOrderTrackingPage() {
  return (
    <Suspense fallback={<PageLoader label="Loading your order" />}>
      <OrderTrackingPage />
    </Suspense>
  );
}
