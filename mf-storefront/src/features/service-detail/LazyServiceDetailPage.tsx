import { lazy, Suspense } from 'react';
import { PageLoader } from 'shared/ui';

// antd comes with this page only, never with the storefront's first load (ADR 0002).
const ServiceDetailPage = lazy(() => import('./ServiceDetailPage'));

/** The service page, fetched when its route is visited. */
export function LazyServiceDetailPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <ServiceDetailPage />
    </Suspense>
  );
}
