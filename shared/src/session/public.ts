import { useCallback, useSyncExternalStore } from 'react';
import {
  readSession,
  replaceSession,
  signOutLocally,
  subscribeSession,
  emptySession,
  logoutCall,
} from './store';
import type { ImpersonationLogin, LoginResponse, Session } from './types';

export type {
  Session,
  LoginResponse,
  RoleRecord,
  ModulePermission,
  UserDetails,
  StoreDetails,
  RegistrationSteps,
  SignOutEvent,
  ImpersonationState,
  ImpersonationLogin,
} from './types';
export {
  readSession,
  replaceSession,
  updateSession,
  subscribeSession,
  onSignOut,
  signOutLocally,
  resetSession,
  registerLogoutCall,
  emptySession,
  sanitiseSession,
  SESSION_STORAGE_KEY,
} from './store';
export { loginPathFor, homePathFor } from './paths';

/** The current session, re-rendering on every change. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, readSession, readSession);
}

/** True when an access token is held. */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(
    subscribeSession,
    () => readSession().access !== null,
    () => false,
  );
}

/** Turns a login response into the session (vendor logins carry their role in `user.role`). */
export function sessionFromLogin(
  response: LoginResponse,
  previous: Session = readSession(),
): Session {
  const { role: userRole, ...user } =
    response.user ?? ({} as LoginResponse['user']);
  return {
    ...emptySession(),
    access: response.access,
    refresh: response.refresh,
    role: response.role ?? userRole ?? null,
    user: { ...user, vendor: user.vendor ?? null } as Session['user'],
    store: response.store ?? null,
    customer: response.customer ?? null,
    storeSettings: previous.storeSettings,
    cartIds: previous.cartIds,
    accessModules: response.access_modules ?? [],
    registrationSteps: response.registration_steps ?? null,
    onBoardingSteps: response.on_boarding_steps ?? [],
  };
}

/** Returns a function that stores a login response as the session. */
export function useSignIn(): (response: LoginResponse) => void {
  return useCallback(
    (response: LoginResponse) => replaceSession(sessionFromLogin(response)),
    [],
  );
}

/** Returns a function that logs out on the server (best effort) and clears all but the store settings. */
export function useSignOut(): () => Promise<void> {
  return useCallback(async () => {
    const { access, refresh } = readSession();
    if (access) {
      try {
        // shared/api registers this call (it depends on this module, not the other way round).
        await logoutCall()?.(refresh);
      } catch {
        // best effort: the local session is cleared either way
      }
    }
    signOutLocally('user');
  }, []);
}

/**
 * The super admin opens a store's portal as its owner: the owner's short login becomes the session,
 * and the admin's own session is kept beside it for 'Return to admin'.
 */
export function startImpersonation(
  response: ImpersonationLogin,
  previous: Session = readSession(),
): void {
  const admin = previous.impersonation?.admin ?? previous;
  replaceSession({
    ...sessionFromLogin(response, previous),
    impersonation: {
      store: response.impersonation.store,
      expires_at: response.impersonation.expires_at,
      admin: { ...admin, impersonation: null },
    },
  });
}

/** Returns a function that ends the store's login (best effort) and restores the super admin's session. */
export function useEndImpersonation(): () => Promise<void> {
  return useCallback(async () => {
    const session = readSession();
    if (!session.impersonation) return;
    try {
      await logoutCall()?.(session.refresh);
    } catch {
      // best effort: the short login expires by itself
    }
    replaceSession({ ...session.impersonation.admin, impersonation: null });
  }, []);
}
