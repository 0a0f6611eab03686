import { matchPath } from 'shared/router';
import { LazyServiceDetailPage } from './features/service-detail/LazyServiceDetailPage';

/**
 * Opened on a service page: settles once that page's code is here (or failed to come). The shell
 * waits for it (2 s at most), so it shows the page with its frame instead of a loader that React
 * would keep for 300 ms after the code arrived (ADR 0022, amendment 2). The storefront is mounted
 * at its host's root.
 */
export const firstPageLoaded: Promise<unknown> =
  typeof window !== 'undefined' &&
  matchPath('/services/:serviceId', window.location.pathname)
    ? LazyServiceDetailPage.preload().catch(() => undefined)
    : Promise.resolve();
