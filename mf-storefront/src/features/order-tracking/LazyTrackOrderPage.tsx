import { lazy, Suspense } from 'react';
import { PageLoader } from 'shared/ui';

const TrackOrderPage = lazy(() => import('./TrackOrderPage'));

/** The Track order form page as its own chunk: it brings antd, which the home page must not load (ADR 0002). */
export function LazyTrackOrderPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <TrackOrderPage />
    </Suspense>
  );
}
