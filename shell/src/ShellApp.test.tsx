import { render, screen, waitFor } from '@testing-library/react';
import {
  mockApi,
  acmeStoreSettings,
  plainWhiteLabel,
  type MockResponse,
} from 'shared/testing';
import { ShellApp } from './ShellApp';
import { OVERRIDE_KEY } from './remotes/override';
import { fakeFederation, registryBody } from './testing/fakeFederation';
import { resetShellState } from './testing/setup';
import { storefrontBoot } from './tenant/useTenantBoot';

jest.mock(
  '@module-federation/enhanced/runtime',
  () => jest.requireActual('./testing/federationMock').federationMock,
);

const inactive = {
  status: 403,
  body: {
    code: 'STORE.INACTIVE',
    message: 'This store is inactive',
    errors: {},
  },
};
const notFound = {
  status: 404,
  body: { code: 'STORE.NOT_FOUND', message: 'Not found', errors: {} },
};

beforeEach(() => {
  resetShellState();
  delete window.__PLATFORM_BOOT__;
});
afterEach(() => window.history.pushState({}, '', '/'));

function at(path: string) {
  window.history.pushState({}, '', path);
}

/** The shell on `hostname` (at `path`), the store's settings answering `settings`. */
function renderShell(hostname: string, settings: MockResponse, path?: string) {
  mockApi({
    'GET /white-label-settings': settings,
    'GET /store-settings': settings,
    'GET /remote-registry': { body: registryBody },
  });
  if (path) at(path);
  return render(<ShellApp hostname={hostname} />);
}

/** The store portal's login page on its host, where store settings answer 404. */
async function renderPortalLogin() {
  renderShell('app.localhost', notFound, '/portal/login');
  expect(
    await screen.findByText(
      'mf_store_portal/Routes base=/portal path=/portal/login',
    ),
  ).toBeInTheDocument();
}

test('unknown store → This site does not exist', async () => {
  renderShell('nowhere.localhost', notFound);
  expect(
    await screen.findByText('This site does not exist'),
  ).toBeInTheDocument();
});

test('inactive store: the inactive page on / only; other paths still route', async () => {
  const { unmount } = renderShell('initech.localhost', inactive);
  expect(
    await screen.findByText('This store is currently inactive'),
  ).toBeInTheDocument();
  // Only the inactive page: no shop header, search, cart or Log in.
  expect(screen.getByRole('main')).toHaveTextContent(
    'Please check back later.',
  );
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  expect(screen.queryByRole('search')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /cart/i })).not.toBeInTheDocument();
  expect(
    screen.queryByRole('button', { name: 'Log in' }),
  ).not.toBeInTheDocument();
  unmount();
  resetShellState();
  renderShell('initech.localhost', inactive, '/order-tracking/1000001');
  expect(
    await screen.findByText(
      'mf_storefront/Routes base= path=/order-tracking/1000001',
    ),
  ).toBeInTheDocument();
  expect(
    screen.queryByText('This store is currently inactive'),
  ).not.toBeInTheDocument();
});

test('uses the requests index.html started instead of asking again', async () => {
  const api = mockApi({ 'GET /remote-registry': { body: registryBody } });
  window.__PLATFORM_BOOT__ = {
    host: 'acme.localhost',
    registry: Promise.resolve({ status: 200, body: registryBody }),
    whiteLabel: Promise.resolve({ status: 200, body: { ...plainWhiteLabel } }),
    storeSettings: Promise.resolve({
      status: 200,
      body: { ...acmeStoreSettings, top_bar_text: 'Free shipping today' },
    }),
  };
  render(<ShellApp hostname="acme.localhost" />);
  expect(
    await screen.findByText('mf_storefront/Routes base= path=/'),
  ).toBeInTheDocument();
  expect(screen.getByText('Free shipping today')).toBeInTheDocument();
  // The route announcer titles the page: its h1, else the route's default name.
  // (the made-up declaration of the storefront in registryBody names the home 'Home page')
  await waitFor(() => expect(document.title).toBe('Home page · Acme Jewelers'));
  expect(api.calls).toHaveLength(0);
  // the page's remote was preloaded from that same answer, and only that one
  expect(fakeFederation.preloaded).toEqual(['mf_storefront']);
});

test('portal hosts render at once; a 404 from store settings does nothing', async () => {
  await renderPortalLogin();
  expect(fakeFederation.preloaded).toEqual(['mf_store_portal']);
});

test("a developer's remote override is flagged on every page until turned off", async () => {
  const url = 'http://localhost:4102/mf-manifest.json';
  window.localStorage.setItem(
    OVERRIDE_KEY,
    JSON.stringify({ remote: 'storePortal', url }),
  );
  await renderPortalLogin();
  expect(
    screen.getByRole('complementary', { name: 'Remote override' }),
  ).toHaveTextContent(`The store portal (storePortal) loads from ${url}`);
  expect(fakeFederation.registered).toContainEqual({
    name: 'mf_store_portal',
    entry: url,
  });
});

test('storefrontBoot interprets the settings answers', () => {
  const ok = (body: unknown) => ({ status: 200, body });
  expect(storefrontBoot('x', notFound, notFound).status).toBe('not-found');
  expect(storefrontBoot('x', ok(plainWhiteLabel), notFound).status).toBe(
    'not-found',
  );
  expect(storefrontBoot('x', notFound, ok(acmeStoreSettings))).toMatchObject({
    status: 'ready',
    inactive: false,
  });
  expect(storefrontBoot('x', inactive, inactive)).toMatchObject({
    status: 'ready',
    inactive: true,
  });
  expect(
    storefrontBoot(
      'x',
      { status: 500, body: null },
      { status: 500, body: null },
    ),
  ).toMatchObject({
    status: 'ready',
    inactive: false,
    tenant: { storeSettings: null },
  });
});
