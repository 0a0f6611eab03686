import {
  isChunkLoadError,
  RELOAD_GUARD_KEY,
  RELOAD_WINDOW_MS,
  reloadOnce,
} from './reloadGuard';

function fakeStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

test('the first chunk failure reloads once with a cache-busting parameter', () => {
  const storage = fakeStorage();
  const replace = jest.fn();
  expect(
    reloadOnce(
      { href: 'http://acme.localhost/cart?x=1', replace },
      storage,
      1_000_000,
    ),
  ).toBe(true);
  expect(replace).toHaveBeenCalledWith(
    'http://acme.localhost/cart?x=1&reload=1000000',
  );
  expect(storage.data.get(RELOAD_GUARD_KEY)).toBe('1000000');
});

test('it never loops: a second failure within the window does not reload', () => {
  const storage = fakeStorage();
  const replace = jest.fn();
  expect(reloadOnce({ href: 'http://a/', replace }, storage, 1_000_000)).toBe(
    true,
  );
  for (let i = 1; i < 20; i++) {
    expect(
      reloadOnce(
        { href: 'http://a/?reload=1000000', replace },
        storage,
        1_000_000 + i * 1000,
      ),
    ).toBe(false);
  }
  expect(replace).toHaveBeenCalledTimes(1);
});

test('the reload parameter alone also guards (storage wiped by the browser)', () => {
  const replace = jest.fn();
  expect(
    reloadOnce(
      { href: 'http://a/?reload=1000000', replace },
      fakeStorage(),
      1_000_500,
    ),
  ).toBe(false);
  expect(replace).not.toHaveBeenCalled();
});

test('after the window a new deployment may reload again', () => {
  const storage = fakeStorage();
  const replace = jest.fn();
  reloadOnce({ href: 'http://a/', replace }, storage, 1_000_000);
  expect(
    reloadOnce(
      { href: 'http://a/', replace },
      storage,
      1_000_000 + RELOAD_WINDOW_MS + 1,
    ),
  ).toBe(true);
});

test('no usable storage → no reload (cannot guard, so never reload)', () => {
  const replace = jest.fn();
  expect(reloadOnce({ href: 'http://a/', replace }, null)).toBe(false);
  const throwing = {
    getItem: () => null,
    setItem: () => {
      throw new Error('QuotaExceeded');
    },
  };
  expect(reloadOnce({ href: 'http://a/', replace }, throwing)).toBe(false);
  expect(replace).not.toHaveBeenCalled();
});

test('chunk errors are recognised', () => {
  const chunk = new Error('Loading chunk 42 failed.\n(error: http://x/42.js)');
  chunk.name = 'ChunkLoadError';
  expect(isChunkLoadError(chunk)).toBe(true);
  expect(
    isChunkLoadError(
      new TypeError(
        'Failed to fetch dynamically imported module: http://x/a.js',
      ),
    ),
  ).toBe(true);
  expect(isChunkLoadError(new Error('RUNTIME-008'))).toBe(false);
  expect(isChunkLoadError('nope')).toBe(false);
});
