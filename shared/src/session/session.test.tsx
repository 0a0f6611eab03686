import { act, renderHook } from '@testing-library/react';
import {
  homePathFor,
  loginPathFor,
  onSignOut,
  readSession,
  replaceSession,
  resetSession,
  SESSION_STORAGE_KEY,
  updateSession,
  useIsLoggedIn,
  useSession,
  useSignIn,
  useSignOut,
  type Session,
} from 'shared/session';
import 'shared/api';
import {
  acmeStoreSettings,
  loginResponseFor,
  mockApi,
  sessionFor,
} from 'shared/testing';

// The session module keeps an in-memory copy; re-import it fresh to test what is read from storage.
function freshRead(): Session {
  let read!: () => Session;
  jest.isolateModules(() => {
    read = jest.requireActual<typeof import('./store')>('./store').readSession;
  });
  return read();
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('stored session', () => {
  test('invalid JSON falls back to an empty session', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(freshRead().access).toBeNull();
  });
  test('wrong shape falls back field by field', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify([1, 2]));
    expect(freshRead()).toMatchObject({
      access: null,
      role: null,
      cartIds: [],
    });
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        access: 42,
        refresh: 'r',
        role: 'owner',
        user: { id: 'x' },
        cartIds: 'nope',
        accessModules: [1, 'a'],
      }),
    );
    expect(freshRead()).toMatchObject({
      access: null,
      refresh: 'r',
      role: null,
      user: null,
      cartIds: [],
      accessModules: [1],
    });
  });
  test('a valid stored session is read back', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(sessionFor(4)));
    expect(freshRead()).toMatchObject({
      access: 'test-access',
      role: { role_id: 4 },
    });
  });
  test('throwing storage (Safari private mode) never throws and keeps working in memory', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => freshRead()).not.toThrow();
    resetSession();
    expect(() =>
      replaceSession({ ...readSession(), access: 'a' }),
    ).not.toThrow();
    expect(readSession().access).toBe('a');
  });
  test('unavailable localStorage object never throws', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(() => freshRead()).not.toThrow();
  });
});

describe('hooks', () => {
  test('useSignIn normalises a vendor login (role in user.role)', () => {
    const { result } = renderHook(() => ({
      signIn: useSignIn(),
      session: useSession(),
      loggedIn: useIsLoggedIn(),
    }));
    expect(result.current.loggedIn).toBe(false);
    act(() => result.current.signIn(loginResponseFor(7)));
    expect(result.current.session.role?.role_id).toBe(7);
    expect(result.current.session.user).not.toHaveProperty('role');
    expect(result.current.session.user?.vendor?.id).toBe(1);
    expect(result.current.session.accessModules).toEqual([1, 2]);
    expect(result.current.loggedIn).toBe(true);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).access).toBe(
      'new-access',
    );
  });

  test('useSignOut calls auth/logout, keeps store settings and tells listeners', async () => {
    replaceSession({
      ...readSession(),
      ...sessionFor(4),
      storeSettings: acmeStoreSettings,
      cartIds: [5],
    });
    const api = mockApi({ 'POST /auth/logout': { status: 200, body: {} } });
    const listener = jest.fn();
    const off = onSignOut(listener);
    const { result } = renderHook(() => useSignOut());
    await act(() => result.current());
    off();
    expect(api.callsTo('POST /auth/logout')).toHaveLength(1);
    expect(api.calls[0]!.body).toEqual({ refresh: 'test-refresh' });
    expect(api.calls[0]!.headers.authorization).toBe('Bearer test-access');
    const s = readSession();
    expect(s.access).toBeNull();
    expect(s.role).toBeNull();
    expect(s.cartIds).toEqual([]);
    expect(s.storeSettings).toEqual(acmeStoreSettings);
    expect(listener).toHaveBeenCalledWith({ reason: 'user', roleId: 4 });
  });

  test('useSignOut clears the session even when the server call fails', async () => {
    replaceSession({ ...readSession(), ...sessionFor(3) });
    mockApi({
      'POST /auth/logout': () =>
        Promise.reject(new TypeError('Failed to fetch')),
    });
    const { result } = renderHook(() => useSignOut());
    await act(() => result.current());
    expect(readSession().access).toBeNull();
  });
});

describe('guest checkout flag', () => {
  test('is persisted like the cart ids and read back only when it is true', () => {
    updateSession({ checkoutAsGuest: true, cartIds: ['c1'] });
    expect(
      JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!),
    ).toMatchObject({ checkoutAsGuest: true, cartIds: ['c1'] });
    expect(freshRead().checkoutAsGuest).toBe(true);
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ checkoutAsGuest: 'yes' }),
    );
    expect(freshRead().checkoutAsGuest).toBe(false);
  });

  test('is cleared on sign-in and on sign-out', async () => {
    updateSession({ checkoutAsGuest: true });
    const { result } = renderHook(() => ({
      signIn: useSignIn(),
      signOut: useSignOut(),
    }));
    act(() => result.current.signIn(loginResponseFor(1)));
    expect(readSession().checkoutAsGuest).toBe(false);
    updateSession({ checkoutAsGuest: true });
    mockApi({ 'POST /auth/logout': { status: 200, body: {} } });
    await act(() => result.current.signOut());
    expect(readSession().checkoutAsGuest).toBe(false);
  });
});

describe('paths', () => {
  test('loginPathFor', () => {
    expect(loginPathFor(3, 'store-portal')).toBe('/portal/login');
    expect(loginPathFor(4, 'storefront')).toBe('/portal/login');
    expect(loginPathFor(5, 'vendor')).toBe('/portal/login');
    expect(loginPathFor(1, 'storefront')).toBe('/login');
    expect(loginPathFor(7, 'vendor')).toBe('/login');
    expect(loginPathFor(8, 'vendor')).toBe('/login');
    expect(loginPathFor(null, 'store-portal')).toBe('/portal/login');
    expect(loginPathFor(null, 'vendor')).toBe('/login');
    expect(loginPathFor(undefined, 'storefront')).toBe('/login');
  });
  test('homePathFor', () => {
    expect(homePathFor(3)).toBe('/portal/location');
    expect(homePathFor(4)).toBe('/portal/location');
    expect(homePathFor(5)).toBe('/portal/stores');
    expect(homePathFor(7)).toBe('/portal/dashboard');
    expect(homePathFor(8)).toBe('/portal/dashboard');
    expect(homePathFor(1)).toBe('/');
    expect(homePathFor(null)).toBe('/');
  });
});
