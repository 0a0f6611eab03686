import { lazy, Suspense } from 'react';
import { PageLoader } from 'shared/ui';

type PageModule = typeof import('./ServiceDetailPage');
let loaded: PageModule | null = null;
let loading: Promise<PageModule> | null = null;

/** Starts (once) the download of the service page's code; exposes/Routes waits for it on /services/{id}. */
export function preloadServiceDetailPage(): Promise<PageModule> {
  loading ??= import('./ServiceDetailPage').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null; // the render asks again and shows the error
      throw error;
    },
  );
  return loading;
}

// antd comes with this page only, never with the storefront's first load (ADR 0002). Code that is
// already here renders at once (a thenable that calls back at once), without a loader that React
// would keep for 300 ms after the code arrived.
const ServiceDetailPage = lazy(() =>
  loaded
    ? ({
        then: (onFulfilled: (m: PageModule) => unknown) => onFulfilled(loaded!),
      } as unknown as Promise<PageModule>)
    : preloadServiceDetailPage(),
);

/** The service page, fetched when its route is visited. */
export function LazyServiceDetailPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <ServiceDetailPage />
    </Suspense>
  );
}
