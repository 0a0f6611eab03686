import { matchPath } from 'shared/router';
import { preloadServiceDetailPage } from '../features/service-detail/LazyServiceDetailPage';

export { default } from '../routes';

/**
 * Opened on a service page: settles once that page's code is here (at most 2 s). The shell waits
 * for it, so it shows the page with its frame instead of a loader that React would keep for 300 ms
 * after the code arrived (ADR 0022, amendment 2). The storefront is mounted at its host's root.
 */
export const ready: Promise<unknown> =
  typeof window !== 'undefined' &&
  matchPath('/services/:serviceId', window.location.pathname)
    ? Promise.race([
        preloadServiceDetailPage().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ])
    : Promise.resolve();
