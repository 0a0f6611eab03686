import { lazyPage } from 'shared/ui';

/**
 * The service page, fetched when its route is visited: antd comes with this page only, never with
 * the storefront's first load (ADR 0002). exposes/Routes starts its download (`preload`) on
 * /services/{id}, and code already here renders at once.
 */
export const LazyServiceDetailPage = lazyPage(() =>
  import('./ServiceDetailPage').then((m) => m.default),
);
