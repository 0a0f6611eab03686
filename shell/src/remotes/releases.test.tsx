import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from 'shared/testing';
import { fakeFederation, registryBody } from '../testing/fakeFederation';
import { resetShellState } from '../testing/setup';
import { remoteLoadTimeout } from './federation';
import { resetRegistry } from './registry';
import { clearRemoteCache } from './RemoteSlot';
import { RemoteRoutes } from './remoteSlots';

jest.mock(
  '@module-federation/enhanced/runtime',
  () => jest.requireActual('../testing/federationMock').federationMock,
);

const OLD = registryBody.remotes.storefront.entry;
const NEW = 'http://localhost:3001/0.2.0/mf-manifest.json';
const released = {
  remotes: {
    ...registryBody.remotes,
    storefront: { name: 'mf_storefront', entry: NEW, version: '0.2.0' },
  },
};

/** The registry answers the old set first, then (a release happened) the new one. */
function registryReleasingAfterFirstCall() {
  let calls = 0;
  return mockApi({
    'GET /remote-registry': () => ({
      body: calls++ === 0 ? registryBody : released,
    }),
  });
}

const chunkGone = () => {
  const e = new Error('Loading chunk 412 failed.\n(missing: .../412.js)');
  e.name = 'ChunkLoadError';
  return e;
};

const storefrontEntry = () =>
  fakeFederation.registered.filter((r) => r.name === 'mf_storefront').at(-1)
    ?.entry;

/** A loaded storefront whose next chunk is gone while the old version is registered. */
function StorefrontPage() {
  if (storefrontEntry() === OLD) throw chunkGone();
  return <p>Storefront {storefrontEntry()}</p>;
}

beforeEach(() => {
  // React logs every error an error boundary catches; these failures are the point of the tests.
  jest.spyOn(console, 'error').mockImplementation(() => {});
  resetShellState();
  delete window.__PLATFORM_BOOT__;
});
afterEach(() => jest.restoreAllMocks());

test('a remote entry a release replaced: the registry is asked again and the new version loads, without a reload', async () => {
  const api = registryReleasingAfterFirstCall();
  fakeFederation.failingEntries.add(OLD);
  renderWithProviders(<RemoteRoutes remote="storefront" basePath="" />);
  expect(
    await screen.findByText('mf_storefront/Routes base= path=/'),
  ).toBeInTheDocument();
  expect(api.callsTo('GET /remote-registry')).toHaveLength(2);
  expect(storefrontEntry()).toBe(NEW);
  expect(fakeFederation.loaded).toEqual([
    'mf_storefront/Routes',
    'mf_storefront/Routes',
  ]);
});

test('a chunk of the open remote 404s after a release: the slot takes the new version by itself', async () => {
  const api = registryReleasingAfterFirstCall();
  fakeFederation.modules.set('mf_storefront/Routes', {
    default: StorefrontPage,
  });
  renderWithProviders(<RemoteRoutes remote="storefront" basePath="" />);
  expect(await screen.findByText(`Storefront ${NEW}`)).toBeInTheDocument();
  expect(api.callsTo('GET /remote-registry')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
});

test('a chunk 404s and no release moved the remote: the fallback with Retry, and nothing loads again by itself', async () => {
  const api = mockApi({ 'GET /remote-registry': { body: registryBody } });
  fakeFederation.modules.set('mf_storefront/Routes', {
    default: () => {
      throw chunkGone();
    },
  });
  renderWithProviders(<RemoteRoutes remote="storefront" basePath="" />);
  expect(
    await screen.findByText('The store is currently unavailable'),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(api.callsTo('GET /remote-registry')).toHaveLength(2),
  );
  expect(fakeFederation.loaded).toEqual(['mf_storefront/Routes']);

  // Retry re-attempts once; the boundary catches again (no loop, no reload)
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(
    await screen.findByText('The store is currently unavailable'),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(api.callsTo('GET /remote-registry')).toHaveLength(3),
  );
  expect(fakeFederation.loaded).toEqual([
    'mf_storefront/Routes',
    'mf_storefront/Routes',
  ]);
});

test('registry down with a last good set saved: the remote loads from it', async () => {
  mockApi({ 'GET /remote-registry': { body: registryBody } });
  renderWithProviders(<RemoteRoutes remote="storefront" basePath="" />);
  expect(
    await screen.findByText('mf_storefront/Routes base= path=/'),
  ).toBeInTheDocument();

  // the next page load, with the registry down
  resetRegistry();
  clearRemoteCache();
  mockApi({
    'GET /remote-registry': {
      status: 503,
      body: { code: 'DOWN', message: 'down', errors: {} },
    },
  });
  renderWithProviders(
    <RemoteRoutes remote="storePortal" basePath="/portal" />,
    {
      route: '/portal/login',
    },
  );
  expect(
    await screen.findByText(
      'mf_store_portal/Routes base=/portal path=/portal/login',
    ),
  ).toBeInTheDocument();
});

test('a remote slower than its timeout shows the fallback with Retry; Retry loads it once it answers', async () => {
  const before = remoteLoadTimeout.ms;
  remoteLoadTimeout.ms = 50;
  try {
    mockApi({ 'GET /remote-registry': { body: registryBody } });
    fakeFederation.hanging.add('mf_storefront/Routes');
    renderWithProviders(<RemoteRoutes remote="storefront" basePath="" />);
    expect(
      await screen.findByText('The store is currently unavailable'),
    ).toBeInTheDocument();
    fakeFederation.hanging.clear();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('mf_storefront/Routes base= path=/'),
    ).toBeInTheDocument();
  } finally {
    remoteLoadTimeout.ms = before;
  }
});

test('registry down and nothing saved: the fallback; Retry asks the registry again and loads', async () => {
  const api = mockApi({
    'GET /remote-registry': {
      status: 503,
      body: { code: 'DOWN', message: 'down', errors: {} },
    },
  });
  renderWithProviders(<RemoteRoutes remote="storefront" basePath="" />);
  expect(
    await screen.findByText('The store is currently unavailable'),
  ).toBeInTheDocument();
  expect(fakeFederation.loaded).toEqual([]);
  api.on({ 'GET /remote-registry': { body: registryBody } });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(
    await screen.findByText('mf_storefront/Routes base= path=/'),
  ).toBeInTheDocument();
});
