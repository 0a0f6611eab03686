import type { Session, SignOutEvent } from './types';

export const SESSION_STORAGE_KEY = 'platform.session.v1';

export function emptySession(): Session {
  return {
    access: null,
    refresh: null,
    role: null,
    user: null,
    store: null,
    customer: null,
    storeSettings: null,
    cartIds: [],
    checkoutAsGuest: false,
    accessModules: [],
    registrationSteps: null,
    onBoardingSteps: [],
    impersonation: null,
  };
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const strOrNull = (v: unknown): string | null =>
  typeof v === 'string' && v !== '' ? v : null;
const objOrNull = <T>(
  v: unknown,
  check: (o: Record<string, unknown>) => boolean = () => true,
): T | null => (isObj(v) && check(v) ? (v as T) : null);
const numArray = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];

/** A stored impersonation: a store, an expiry and the super admin's own (sanitised) session. */
function sanitiseImpersonation(raw: unknown): Session['impersonation'] {
  if (!isObj(raw) || !isObj(raw.store) || !isObj(raw.admin)) return null;
  const { id, name } = raw.store;
  if (typeof id !== 'number' || typeof name !== 'string') return null;
  if (typeof raw.expires_at !== 'string') return null;
  const admin = sanitiseSession({ ...raw.admin, impersonation: null });
  if (admin.access === null) return null;
  return { store: { id, name }, expires_at: raw.expires_at, admin };
}

/** Keeps only well-formed fields of whatever was stored; anything odd becomes its empty default. */
export function sanitiseSession(raw: unknown): Session {
  if (!isObj(raw)) return emptySession();
  const role = objOrNull<Session['role']>(
    raw.role,
    (r) => typeof r.role_id === 'number',
  );
  return {
    access: strOrNull(raw.access),
    refresh: strOrNull(raw.refresh),
    role:
      role &&
      (role.stores_permissions === null ||
        role.stores_permissions === undefined ||
        isObj(role.stores_permissions))
        ? role
        : null,
    user: objOrNull(raw.user, (u) => typeof u.id === 'number'),
    store: objOrNull(raw.store, (s) => typeof s.id === 'number'),
    customer: objOrNull(raw.customer, (c) => typeof c.id === 'number'),
    storeSettings: objOrNull(raw.storeSettings),
    cartIds: Array.isArray(raw.cartIds)
      ? raw.cartIds.filter(
          (x): x is number | string =>
            typeof x === 'number' || typeof x === 'string',
        )
      : [],
    checkoutAsGuest: raw.checkoutAsGuest === true,
    accessModules: numArray(raw.accessModules),
    registrationSteps: objOrNull(raw.registrationSteps),
    onBoardingSteps: Array.isArray(raw.onBoardingSteps)
      ? raw.onBoardingSteps.filter((x): x is string => typeof x === 'string')
      : [],
    impersonation: sanitiseImpersonation(raw.impersonation),
  };
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage
      ? window.localStorage
      : null;
  } catch {
    return null; // access itself throws when storage is disabled
  }
}

function load(): Session {
  try {
    const text = storage()?.getItem(SESSION_STORAGE_KEY);
    return text ? sanitiseSession(JSON.parse(text)) : emptySession();
  } catch {
    return emptySession();
  }
}

function persist(session: Session): void {
  try {
    storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Safari private mode / quota: the in-memory copy stays the source of truth.
  }
}

let current: Session | null = null;
const listeners = new Set<() => void>();
const signOutListeners = new Set<(event: SignOutEvent) => void>();
let storageListening = false;

function listenToOtherTabs(): void {
  if (storageListening || typeof window === 'undefined') return;
  storageListening = true;
  window.addEventListener('storage', (e) => {
    if (e.key !== SESSION_STORAGE_KEY) return;
    current = load();
    listeners.forEach((l) => l());
  });
}

/** The current session (read once from storage, then kept in memory); never throws. */
export function readSession(): Session {
  if (!current) {
    current = load();
    listenToOtherTabs();
  }
  return current;
}

/** Replaces the whole session and tells subscribers. */
export function replaceSession(next: Session): void {
  current = sanitiseSession(next);
  persist(current);
  listeners.forEach((l) => l());
}

/** Merges fields into the session (e.g. rotated tokens, cart ids, store settings). */
export function updateSession(patch: Partial<Session>): void {
  replaceSession({ ...readSession(), ...patch });
}

/** Subscribes to session changes; returns the unsubscribe function. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Clears the session except the store settings, then tells sign-out listeners. While the super
 * admin views a store as its owner, the end of that short login (log out, or expiry) gives the
 * admin's own session back instead: the admin is still signed in.
 */
export function signOutLocally(reason: SignOutEvent['reason']): void {
  const before = readSession();
  if (before.impersonation) {
    replaceSession({ ...before.impersonation.admin, impersonation: null });
    return;
  }
  const roleId = before.role?.role_id ?? null;
  replaceSession({ ...emptySession(), storeSettings: before.storeSettings });
  signOutListeners.forEach((l) => {
    try {
      l({ reason, roleId });
    } catch {
      // a listener must not stop the others
    }
  });
}

/** Listens for sign-outs (user log out or failed token refresh); the shell navigates to the login path. */
export function onSignOut(listener: (event: SignOutEvent) => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

/** Forgets the in-memory session and its storage (tests only). */
export function resetSession(): void {
  current = emptySession();
  try {
    storage()?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // ignore
  }
  listeners.forEach((l) => l());
}

let logout: ((refresh: string | null) => Promise<unknown>) | null = null;

/** Lets shared/api provide the server log-out call used by useSignOut (avoids an import cycle). */
export function registerLogoutCall(
  call: (refresh: string | null) => Promise<unknown>,
): void {
  logout = call;
}

export const logoutCall = () => logout;
