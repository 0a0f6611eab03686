import { matchPath } from 'shared/router';
import { FAKE_PAGES } from '../testing/fakePages';
import { matchesRoute, routeRemotes } from './routeRemotes';

const names = (...args: Parameters<typeof routeRemotes>) =>
  routeRemotes(...args).map((r) => `${r.remote}/${r.expose}`);

test('a storefront page preloads the storefront only', () => {
  expect(names('storefront', '/services/3', false)).toEqual([
    'storefront/Routes',
  ]);
});

test("store portal: the page's remote (a visitor's page behind a login is its login page, the portal's too), and the bell once signed in", () => {
  expect(names('store-portal', '/portal/login', false)).toEqual([
    'storePortal/Routes',
  ]);
  expect(names('store-portal', '/portal/location', true)).toEqual([
    'storePortal/Routes',
    'notifications/NotificationBell',
  ]);
  expect(names('store-portal', '/portal/location', false)).toEqual([
    'storePortal/Routes',
  ]);
  expect(names('store-portal', '/portal/service-builder/3', false)).toEqual([]);
  expect(names('store-portal', '/portal/service-builder/3', true)).toEqual([
    'serviceBuilder/Routes',
    'notifications/NotificationBell',
  ]);
  expect(names('store-portal', '/onboarding/store', false)).toEqual([
    'storePortal/Routes',
  ]);
  expect(names('store-portal', '/', true)).toEqual([]);
});

test('vendor host: the vendor portal, or the service builder on the pages it declares for the host', () => {
  const builder = FAKE_PAGES.serviceBuilder;
  expect(names('vendor', '/login', false)).toEqual(['vendorPortal/Routes']);
  expect(names('vendor', '/portal/dashboard', true)).toEqual([
    'vendorPortal/Routes',
    'notifications/NotificationBell',
  ]);
  expect(names('vendor', '/portal/services/4', true, builder)).toEqual([
    'serviceBuilder/Routes',
    'notifications/NotificationBell',
  ]);
  // not known yet (first visit): the vendor portal is the guess
  expect(names('vendor', '/portal/services/4', true)).toEqual([
    'vendorPortal/Routes',
    'notifications/NotificationBell',
  ]);
});

test('the route matcher agrees with the routers', () => {
  const patterns = [
    '/portal/*',
    '/portal/reset-password/:key/:token',
    '/portal/sales-order/:id',
    '/portal/service-builder/*',
    '/',
  ];
  const paths = [
    '/',
    '/portal',
    '/portal/',
    '/Portal/Sales-Order/7',
    '/portal/sales-order/7/',
    '/portal/sales-order',
    '/portal/reset-password/a/b.c',
    '/portal/reset-password/a',
    '/portal/service-builder',
    '/portal/service-builder/3/options',
    '/portaled',
  ];
  for (const pattern of patterns)
    for (const path of paths)
      expect([pattern, path, matchesRoute(pattern, path)]).toEqual([
        pattern,
        path,
        matchPath({ path: pattern, end: true }, path) !== null,
      ]);
});
