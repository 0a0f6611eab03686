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
