import { SESSION_STORAGE_KEY as SHARED_SESSION_KEY } from 'shared/session';
import { fakeFederation, registryBody } from '../testing/fakeFederation';
import { FAKE_PAGES, manifestWith } from '../testing/fakePages';
import { resetShellState } from '../testing/setup';
import { preloadRouteRemotes, SESSION_STORAGE_KEY } from './earlyPreload';
import { resetPageScripts, startPageScripts } from './pagePreload';

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
  resetPageScripts();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
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

test("a signed-in portal page's own code starts once the shell's chunks are here, from the files its declaration lists", async () => {
  const sales = {
    path: 'sales-orders',
    login: true,
    chunk: 'sales',
    assets: ['sales.1a2b3c.js', 'lib/354.9f8e.js'],
    // the shell provides antd, not the table: the portal's own copy of the table is used
    shared: ['shared/ui/antd', 'shared/ui/table'],
  };
  const storePortal = {
    ...registryBody.remotes.storePortal,
    manifest: manifestWith({
      ...FAKE_PAGES.storePortal,
      pages: [...FAKE_PAGES.storePortal.pages, sales],
      sharedAssets: {
        'shared/ui/antd': ['992.77aa.js'],
        'shared/ui/table': ['2998.7efe.js'],
        yup: ['7527.32de.js'],
      },
    }),
  };
  const body = { remotes: { ...registryBody.remotes, storePortal } };
  const scripts = () =>
    Array.from(document.head.querySelectorAll('script'), (s) => s.src);
  const expected = [
    'http://localhost:3002/sales.1a2b3c.js',
    'http://localhost:3002/lib/354.9f8e.js',
    'http://localhost:3002/2998.7efe.js',
  ];

  // Signed out, the portal opens its login page: the page's code would be bytes nobody uses.
  boot('store-portal', '/portal/sales-orders', answer(200, body));
  await preloadRouteRemotes();
  startPageScripts();
  expect(scripts()).toEqual([]);
  resetPageScripts();

  // Signed in: nothing while the shell's own chunks load, then each file once.
  window.localStorage.setItem(SESSION_STORAGE_KEY, '{}');
  boot('store-portal', '/portal/sales-orders/', answer(200, body));
  await preloadRouteRemotes();
  expect(scripts()).toEqual([]);
  startPageScripts();
  expect(scripts()).toEqual(expected);
  // An answer that arrives after the shell's chunks starts the scripts at once, without repeats.
  await preloadRouteRemotes();
  expect(scripts()).toEqual(expected);

  // Another page of the portal asks for none.
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  boot('store-portal', '/portal/overview', answer(200, body));
  await preloadRouteRemotes();
  expect(scripts()).toEqual([]);
});
