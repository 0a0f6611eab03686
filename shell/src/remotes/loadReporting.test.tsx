import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders } from 'shared/testing';
import { initErrorReporting } from '../errors/reportError';
import { fakeFederation, registryBody } from '../testing/fakeFederation';
import { resetShellState } from '../testing/setup';
import { RemoteRoutes } from './remoteSlots';

jest.mock(
  '@module-federation/enhanced/runtime',
  () => jest.requireActual('../testing/federationMock').federationMock,
);
jest.mock('@sentry/browser', () => ({
  init: jest.fn(),
  captureException: jest.fn(),
  addBreadcrumb: jest.fn(),
  startInactiveSpan: jest.fn(() => ({ setStatus: jest.fn(), end: jest.fn() })),
  browserTracingIntegration: jest.fn(),
  replayIntegration: jest.fn(),
}));
const Sentry = jest.requireMock<Record<string, jest.Mock>>('@sentry/browser');

beforeAll(() =>
  initErrorReporting({ environment: 'live', sentryDsn: 'https://k@o/1' }),
);
beforeEach(() => {
  // React logs every error an error boundary catches; these failures are the point of the tests.
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.clearAllMocks();
  resetShellState();
  delete window.__PLATFORM_BOOT__;
  mockApi({ 'GET /remote-registry': { body: registryBody } });
});
afterEach(() => jest.restoreAllMocks());

test('a remote load is reported from start to end with its remote and version', async () => {
  renderWithProviders(<RemoteRoutes remote="storefront" basePath="" />);
  expect(
    await screen.findByText('mf_storefront/Routes base= path=/'),
  ).toBeInTheDocument();
  const data = {
    remote: 'storefront',
    id: 'mf_storefront/Routes',
    version: '0.1.0',
  };
  expect(Sentry['startInactiveSpan']).toHaveBeenCalledWith(
    expect.objectContaining({ op: 'remote.load', attributes: data }),
  );
  expect(Sentry['addBreadcrumb']).toHaveBeenLastCalledWith(
    expect.objectContaining({
      message: expect.stringMatching(
        /^loaded mf_storefront\/Routes@0\.1\.0 in \d+ ms$/,
      ),
    }),
  );
  expect(Sentry['captureException']).not.toHaveBeenCalled();
});

test('a failed load is one event with the remote, its version and the duration', async () => {
  fakeFederation.failing.add('mf_storefront/Routes');
  renderWithProviders(<RemoteRoutes remote="storefront" basePath="" />);
  expect(
    await screen.findByText('The store is currently unavailable'),
  ).toBeInTheDocument();
  expect(Sentry['captureException']).toHaveBeenCalledTimes(1);
  expect(Sentry['captureException']).toHaveBeenCalledWith(
    expect.objectContaining({ message: expect.stringMatching(/RUNTIME-008/) }),
    {
      extra: {
        remote: 'storefront',
        id: 'mf_storefront/Routes',
        version: '0.1.0',
        durationMs: expect.any(Number),
        event: 'remote.load.failed',
      },
    },
  );
});
