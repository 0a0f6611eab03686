import retryPlugin from './retryPlugin';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the manifest fetch is retried twice with backoff, then succeeds', async () => {
  const ok = { ok: true, status: 200 } as Response;
  const fetchMock = jest
    .fn()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce({ ok: false, status: 502 })
    .mockResolvedValueOnce(ok);
  globalThis.fetch = fetchMock;
  const result = retryPlugin().fetch!('http://r/mf-manifest.json', {});
  await jest.advanceTimersByTimeAsync(300);
  await jest.advanceTimersByTimeAsync(900);
  await expect(result).resolves.toBe(ok);
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

describe('a manifest the boot script already asked for', () => {
  afterEach(() => {
    delete window.__PLATFORM_BOOT__;
  });
  const bootWith = (manifests: Record<string, Promise<Response>>) => {
    window.__PLATFORM_BOOT__ = {
      host: 'acme.localhost',
      registry: null,
      whiteLabel: null,
      storeSettings: null,
      manifests,
    };
  };

  test('is taken, once, instead of a new fetch', async () => {
    const early = { ok: true, status: 200 } as Response;
    const again = { ok: true, status: 200 } as Response;
    const fetchMock = jest.fn().mockResolvedValue(again);
    globalThis.fetch = fetchMock;
    bootWith({ 'http://r/mf-manifest.json': Promise.resolve(early) });
    await expect(
      retryPlugin().fetch!('http://r/mf-manifest.json', {}),
    ).resolves.toBe(early);
    expect(fetchMock).not.toHaveBeenCalled();
    // a second load of that remote (a retry after a release) asks the network
    await expect(
      retryPlugin().fetch!('http://r/mf-manifest.json', {}),
    ).resolves.toBe(again);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('that failed or answered an error is fetched again', async () => {
    const ok = { ok: true, status: 200 } as Response;
    const fetchMock = jest.fn().mockResolvedValue(ok);
    globalThis.fetch = fetchMock;
    bootWith({
      'http://r/mf-manifest.json': Promise.reject(new TypeError('offline')),
      'http://s/mf-manifest.json': Promise.resolve({
        ok: false,
        status: 503,
      } as Response),
    });
    await expect(
      retryPlugin().fetch!('http://r/mf-manifest.json', {}),
    ).resolves.toBe(ok);
    await expect(
      retryPlugin().fetch!('http://s/mf-manifest.json', {}),
    ).resolves.toBe(ok);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

test('gives up after two retries', async () => {
  const fetchMock = jest
    .fn()
    .mockRejectedValue(new TypeError('Failed to fetch'));
  globalThis.fetch = fetchMock;
  const result = retryPlugin().fetch!(
    'http://r/mf-manifest.json',
    {},
  ) as Promise<unknown>;
  const settled = result.catch((e: Error) => e.message);
  await jest.advanceTimersByTimeAsync(1200);
  await expect(settled).resolves.toBe('Failed to fetch');
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

test('the remote entry load is retried', async () => {
  const exportsObj = { get: jest.fn(), init: jest.fn() };
  const getRemoteEntry = jest
    .fn()
    .mockRejectedValueOnce(new Error('RUNTIME-008'))
    .mockResolvedValueOnce(exportsObj);
  const globalLoading: Record<string, unknown> = {
    key: Promise.reject(new Error('x')).catch(() => undefined),
  };
  const result = retryPlugin().loadEntryError!({
    getRemoteEntry,
    origin: {},
    remoteInfo: {},
    globalLoading,
    uniqueKey: 'key',
  } as never);
  await jest.advanceTimersByTimeAsync(1200);
  await expect(result).resolves.toBe(exportsObj);
  expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  expect(globalLoading.key).toBeUndefined();
});
