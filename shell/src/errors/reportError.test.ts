import { readConfig } from './config';
import { initErrorReporting, reportError } from './reportError';

jest.mock('@sentry/browser', () => ({
  init: jest.fn(),
  captureException: jest.fn(),
  browserTracingIntegration: jest.fn(() => 'tracing'),
  replayIntegration: jest.fn(() => 'replay'),
}));
const Sentry = jest.requireMock<{
  init: jest.Mock;
  captureException: jest.Mock;
}>('@sentry/browser');

test('not live → Sentry is not started', async () => {
  await expect(
    initErrorReporting({
      environment: 'development',
      sentryDsn: 'https://k@o.ingest/1',
    }),
  ).resolves.toBe(false);
  await expect(initErrorReporting({ environment: 'live' })).resolves.toBe(
    false,
  );
  reportError(new Error('x'));
  expect(Sentry.init).not.toHaveBeenCalled();
  expect(Sentry.captureException).not.toHaveBeenCalled();
});

test('live with a DSN → Sentry with the spec sampling', async () => {
  await expect(
    initErrorReporting({
      environment: 'live',
      sentryDsn: 'https://k@o.ingest/1',
    }),
  ).resolves.toBe(true);
  expect(Sentry.init).toHaveBeenCalledWith(
    expect.objectContaining({
      dsn: 'https://k@o.ingest/1',
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      integrations: ['tracing', 'replay'],
    }),
  );
  const err = new Error('boom');
  reportError(err);
  expect(Sentry.captureException).toHaveBeenCalledWith(err, undefined);
});

test('environment comes from the run-time config, else from the live host prefixes', () => {
  const win = (hostname: string, cfg?: Window['__PLATFORM_CONFIG__']) =>
    ({ location: { hostname }, __PLATFORM_CONFIG__: cfg }) as unknown as Window;
  expect(readConfig(win('live.example.com')).environment).toBe('live');
  expect(readConfig(win('vendor-live.example.com')).environment).toBe('live');
  expect(readConfig(win('live-test.example.com')).environment).toBe(
    'development',
  );
  expect(
    readConfig(win('app.localhost', { environment: 'live', sentryDsn: 'dsn' })),
  ).toMatchObject({ environment: 'live', sentryDsn: 'dsn' });
});
