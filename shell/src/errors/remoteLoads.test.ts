import { logRemoteLoadsToConsole, trackRemoteLoad } from './remoteLoads';
import { initErrorReporting } from './reportError';

jest.mock('@sentry/browser', () => ({
  init: jest.fn(),
  captureException: jest.fn(),
  addBreadcrumb: jest.fn(),
  startInactiveSpan: jest.fn(),
  browserTracingIntegration: jest.fn(() => 'tracing'),
  replayIntegration: jest.fn(() => 'replay'),
}));
const Sentry = jest.requireMock<Record<string, jest.Mock>>('@sentry/browser');
const span = { setStatus: jest.fn(), end: jest.fn() };
const info = {
  remote: 'storefront',
  id: 'mf_storefront/Routes',
  version: '1.4.0',
};

beforeEach(() => {
  jest.clearAllMocks();
  Sentry['startInactiveSpan']!.mockReturnValue(span);
  logRemoteLoadsToConsole(false);
});
afterEach(() => jest.restoreAllMocks());

test('nothing is reported and nothing is written while reporting is off (not live, tests)', () => {
  const log = jest.spyOn(console, 'info');
  trackRemoteLoad(info).fail(new Error('x'));
  trackRemoteLoad(info).end();
  expect(Sentry['addBreadcrumb']).not.toHaveBeenCalled();
  expect(Sentry['captureException']).not.toHaveBeenCalled();
  expect(log).not.toHaveBeenCalled();
});

describe('live', () => {
  beforeAll(() =>
    initErrorReporting({ environment: 'live', sentryDsn: 'https://k@o/1' }),
  );

  test('a load is a span and two breadcrumbs with the remote, its version and the duration', () => {
    const now = jest.spyOn(performance, 'now').mockReturnValue(1000);
    const load = trackRemoteLoad(info);
    now.mockReturnValue(1240);
    expect(load.end()).toBe(240);
    expect(Sentry['startInactiveSpan']).toHaveBeenCalledWith({
      name: 'load mf_storefront/Routes',
      op: 'remote.load',
      attributes: info,
    });
    expect(span.setStatus).toHaveBeenCalledWith({ code: 1, message: 'ok' });
    expect(span.end).toHaveBeenCalled();
    expect(Sentry['addBreadcrumb']).toHaveBeenNthCalledWith(1, {
      category: 'remote.load',
      message: 'start mf_storefront/Routes@1.4.0',
      data: info,
    });
    expect(Sentry['addBreadcrumb']).toHaveBeenNthCalledWith(2, {
      category: 'remote.load',
      message: 'loaded mf_storefront/Routes@1.4.0 in 240 ms',
      data: { ...info, durationMs: 240 },
    });
    expect(Sentry['captureException']).not.toHaveBeenCalled();
  });

  test('a failed load is an event with the remote, its version and the duration', () => {
    const now = jest.spyOn(performance, 'now').mockReturnValue(0);
    const load = trackRemoteLoad(info);
    now.mockReturnValue(8000);
    const error = new Error('RUNTIME-008');
    expect(load.fail(error)).toBe(8000);
    expect(span.setStatus).toHaveBeenCalledWith({
      code: 2,
      message: 'internal_error',
    });
    expect(Sentry['captureException']).toHaveBeenCalledWith(error, {
      extra: { ...info, durationMs: 8000, event: 'remote.load.failed' },
    });
  });
});

test('development writes start, end and failure to the console', () => {
  const log = jest.spyOn(console, 'info').mockImplementation(() => {});
  jest.spyOn(performance, 'now').mockReturnValue(5);
  logRemoteLoadsToConsole(true);
  trackRemoteLoad(info).end();
  const error = new Error('gone');
  trackRemoteLoad({ ...info, version: '' }).fail(error);
  expect(log.mock.calls).toEqual([
    ['[remote] loading mf_storefront/Routes@1.4.0'],
    ['[remote] loaded mf_storefront/Routes@1.4.0 in 0 ms'],
    ['[remote] loading mf_storefront/Routes@unknown'],
    ['[remote] failed mf_storefront/Routes@unknown after 0 ms', error],
  ]);
});
