import { SESSION_STORAGE_KEY as SHARED_SESSION_KEY } from 'shared/session';
import { fakeFederation, registryBody } from '../testing/fakeFederation';
import { resetShellState } from '../testing/setup';
import { preloadRouteRemotes, SESSION_STORAGE_KEY } from './earlyPreload';

jest.mock(
  '@module-federation/enhanced/runtime',
  () => jest.requireActual('../testing/federationMock').federationMock,
);

const answer = (status: number, body: unknown) =>
  Promise.resolve({ status, body });

function boot(
  kind: string,
  path: string,
  registry = answer(200, registryBody),
) {
  window.history.replaceState(null, '', path);
  window.__PLATFORM_BOOT__ = {
    host: 'acme.localhost',
    kind,
    registry,
    whiteLabel: null,
    storeSettings: null,
  };
}

afterEach(() => {
  resetShellState();
  window.localStorage.clear();
  delete window.__PLATFORM_BOOT__;
  window.history.replaceState(null, '', '/');
});

test('the storefront starts loading as soon as the registry answers, before the shell renders', async () => {
  boot('storefront', '/services/3');
  expect(await preloadRouteRemotes()).toEqual(['storefront']);
  expect(fakeFederation.preloaded).toEqual(['mf_storefront']);
  expect(fakeFederation.registered).toEqual([
    { name: 'mf_storefront', entry: 'http://localhost:3001/mf-manifest.json' },
  ]);
});

test('a signed-in portal page also starts the bell; a visitor behind the login starts the portal (its login page)', async () => {
  boot('store-portal', '/portal/sales-orders');
  expect(await preloadRouteRemotes()).toEqual(['storePortal']);
  window.localStorage.setItem(SESSION_STORAGE_KEY, '{}');
  boot('store-portal', '/portal/sales-orders');
  expect(await preloadRouteRemotes()).toEqual(['storePortal', 'notifications']);
});

test('a failed registry, an override in the address or no boot record start nothing', async () => {
  boot('storefront', '/', answer(503, null));
  expect(await preloadRouteRemotes()).toEqual([]);
  boot('storefront', '/?remote-override=off');
  expect(await preloadRouteRemotes()).toEqual([]);
  delete window.__PLATFORM_BOOT__;
  expect(await preloadRouteRemotes()).toEqual([]);
  expect(fakeFederation.preloaded).toEqual([]);
});

test("the entry reads the session under shared/session's own key", () => {
  expect(SESSION_STORAGE_KEY).toBe(SHARED_SESSION_KEY);
});
