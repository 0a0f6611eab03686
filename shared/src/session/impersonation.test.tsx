import { act, renderHook } from '@testing-library/react';
import {
  onSignOut,
  readSession,
  replaceSession,
  resetSession,
  SESSION_STORAGE_KEY,
  signOutLocally,
  startImpersonation,
  useEndImpersonation,
  type ImpersonationLogin,
} from 'shared/session';
import 'shared/api';
import { loginResponseFor, mockApi, sessionFor } from 'shared/testing';

// /authenticate/{id}: the super admin's session is kept aside while the store owner's short login
// is in use, survives a reload, and comes back with 'Return to admin'.

const ownerLogin: ImpersonationLogin = {
  ...loginResponseFor(4),
  access: 'owner-access',
  refresh: 'owner-refresh',
  impersonation: {
    store: { id: 1, name: 'Acme Jewelers' },
    expires_at: '2026-11-23T23:30:00.000Z',
  },
};

beforeEach(() => {
  resetSession();
  replaceSession({ ...readSession(), ...sessionFor(5) });
});
afterEach(() => localStorage.clear());

describe('impersonation', () => {
  test("the owner's login becomes the session; the admin's is kept, also across a reload", () => {
    startImpersonation(ownerLogin);
    const session = readSession();
    expect(session.access).toBe('owner-access');
    expect(session.role?.role_id).toBe(4);
    expect(session.impersonation?.store).toEqual({
      id: 1,
      name: 'Acme Jewelers',
    });
    expect(session.impersonation?.admin.access).toBe('test-access');
    expect(session.impersonation?.admin.role?.role_id).toBe(5);

    let reread!: typeof readSession;
    jest.isolateModules(() => {
      reread =
        jest.requireActual<typeof import('./store')>('./store').readSession;
    });
    expect(reread().impersonation?.admin.role?.role_id).toBe(5);
  });

  test('a stored impersonation without an admin login is dropped', () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        ...readSession(),
        impersonation: { store: { id: 1, name: 'Acme' }, admin: {} },
      }),
    );
    let reread!: typeof readSession;
    jest.isolateModules(() => {
      reread =
        jest.requireActual<typeof import('./store')>('./store').readSession;
    });
    expect(reread().impersonation).toBeNull();
  });

  test("'Return to admin' ends the store's login on the server and restores the admin's session", async () => {
    startImpersonation(ownerLogin);
    const api = mockApi({ 'POST /auth/logout': { status: 200, body: {} } });
    const { result } = renderHook(() => useEndImpersonation());
    await act(() => result.current());
    expect(api.callsTo('POST /auth/logout')[0]?.body).toEqual({
      refresh: 'owner-refresh',
    });
    const session = readSession();
    expect(session.access).toBe('test-access');
    expect(session.role?.role_id).toBe(5);
    expect(session.impersonation).toBeNull();
  });

  test("the end of the store's login (expired or logged out) gives the admin's session back, not a sign-out", () => {
    startImpersonation(ownerLogin);
    const listener = jest.fn();
    const off = onSignOut(listener);
    signOutLocally('expired');
    off();
    expect(listener).not.toHaveBeenCalled();
    const session = readSession();
    expect(session.access).toBe('test-access');
    expect(session.role?.role_id).toBe(5);
    expect(session.impersonation).toBeNull();
  });
});
