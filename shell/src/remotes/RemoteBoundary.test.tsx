import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { AdminLayout } from '../layout/AdminLayout';
import { loadHostPages } from '../pages/hostPages';
import { fakeFederation, registryBody } from '../testing/fakeFederation';
import { desktopViewport, resetShellState } from '../testing/setup';
import fallbackPlugin from './plugins/fallbackPlugin';
import { isRemoteFallback } from './fallbackModule';
import { remoteSlotsSettled, startRemoteSlots } from './RemoteSlot';
import { RemoteRoutes } from './remoteSlots';
import { profileButton } from '../testing/profileButton';

jest.mock(
  '@module-federation/enhanced/runtime',
  () => jest.requireActual('../testing/federationMock').federationMock,
);

afterEach(() => jest.restoreAllMocks());

beforeEach(() => {
  // React logs every error an error boundary catches; these failures are the point of the tests.
  jest.spyOn(console, 'error').mockImplementation(() => {});
  resetShellState();
  mockApi({ 'GET /remote-registry': { body: registryBody } });
});

test('a failing remote shows its fallback and Retry re-attempts the load', async () => {
  fakeFederation.failing.add('mf_storefront/Routes');
  renderWithProviders(<RemoteRoutes remote="storefront" basePath="" />);
  expect(
    await screen.findByText('The store is currently unavailable'),
  ).toBeInTheDocument();
  expect(fakeFederation.loaded).toEqual(['mf_storefront/Routes']);
  fakeFederation.failing.clear();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(
    await screen.findByText('mf_storefront/Routes base= path=/'),
  ).toBeInTheDocument();
  expect(fakeFederation.loaded).toEqual([
    'mf_storefront/Routes',
    'mf_storefront/Routes',
  ]);
  // the retry re-registered that one remote so the runtime asks for its manifest again
  expect(
    fakeFederation.registered.filter((r) => r.name === 'mf_storefront').length,
  ).toBeGreaterThanOrEqual(2);
});

test('a dead remote does not take the shell or the other remotes down', async () => {
  const restore = desktopViewport();
  // the frame's menu comes from the page declarations: here before it renders
  await loadHostPages('app.localhost', 'store-portal');
  fakeFederation.failing.add('mf_notifications/NotificationBell');
  renderWithProviders(
    <AdminLayout>
      <RemoteRoutes remote="storePortal" basePath="/portal" />
    </AdminLayout>,
    {
      route: '/portal/location',
      session: sessionFor(4),
      tenant: { host: 'app.localhost', kind: 'store-portal' },
    },
  );
  expect(
    await screen.findByText(
      'mf_store_portal/Routes base=/portal path=/portal/location',
    ),
  ).toBeInTheDocument();
  expect(
    await screen.findByRole('button', { name: 'Retry notifications' }),
  ).toBeInTheDocument();
  expect(profileButton()).toBeInTheDocument();
  restore();
});

test('a remote switched off in the registry shows its fallback without loading anything', async () => {
  mockApi({
    'GET /remote-registry': {
      body: { remotes: { ...registryBody.remotes, storefront: null } },
    },
  });
  renderWithProviders(<RemoteRoutes remote="storefront" basePath="" />);
  expect(
    await screen.findByText('The store is currently unavailable'),
  ).toBeInTheDocument();
  expect(fakeFederation.loaded).toEqual([]);
});

test('the fallback plugin turns a load failure into a marked module', async () => {
  const plugin = fallbackPlugin();
  const error = new Error('RUNTIME-003');
  const onLoad = await plugin.errorLoadRemote!({
    id: 'mf_x/Routes',
    error,
    lifecycle: 'onLoad',
  } as never);
  expect(isRemoteFallback(onLoad)).toBe(true);
  expect(
    await plugin.errorLoadRemote!({
      id: 'u',
      error,
      lifecycle: 'afterResolve',
    } as never),
  ).toBeUndefined();
});

test('a remote module loaded before its slot renders shows at once, loaded once', async () => {
  startRemoteSlots('acme.localhost', [
    { remote: 'storefront', expose: 'Routes' },
  ]);
  await remoteSlotsSettled(5000);
  renderWithProviders(<RemoteRoutes remote="storefront" basePath="" />);
  // no loader first: React would keep a committed loader for 300 ms after the module arrived
  expect(
    screen.getByText('mf_storefront/Routes base= path=/'),
  ).toBeInTheDocument();
  expect(fakeFederation.loaded).toEqual(['mf_storefront/Routes']);
});

test('a head start that failed is forgotten: the slot loads again and shows the remote', async () => {
  fakeFederation.failing.add('mf_storefront/Routes');
  startRemoteSlots('acme.localhost', [
    { remote: 'storefront', expose: 'Routes' },
  ]);
  await remoteSlotsSettled(5000);
  fakeFederation.failing.clear();
  renderWithProviders(<RemoteRoutes remote="storefront" basePath="" />);
  expect(
    await screen.findByText('mf_storefront/Routes base= path=/'),
  ).toBeInTheDocument();
  expect(fakeFederation.loaded).toEqual([
    'mf_storefront/Routes',
    'mf_storefront/Routes',
  ]);
});

test('a remote module that exports ready shows once its first page is here, not before', async () => {
  let pageHere!: () => void;
  const ready = new Promise<void>((resolve) => (pageHere = resolve));
  fakeFederation.modules.set('mf_storefront/Routes', {
    default: () => <p>The first page</p>,
    ready,
  } as never);
  renderWithProviders(<RemoteRoutes remote="storefront" basePath="" />);
  await waitFor(() =>
    expect(fakeFederation.loaded).toEqual(['mf_storefront/Routes']),
  );
  // time enough for React to show a loaded module (its reveal throttle is 300 ms); this one waits
  await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(screen.queryByText('The first page')).not.toBeInTheDocument();
  pageHere();
  expect(await screen.findByText('The first page')).toBeInTheDocument();
});
