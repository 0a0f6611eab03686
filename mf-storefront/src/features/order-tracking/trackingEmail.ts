// The email a visitor tracked an order with, kept for this tab only (sessionStorage, ADR 0008), so
// its tracking page still shows after a reload without putting the email in the page's URL.
const PREFIX = 'storefront.tracking-email.';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null; // storage disabled: the in-memory copy below still serves this page
  }
}

// Only used when sessionStorage is unavailable or refuses to store.
const memory = new Map<string, string>();
const listeners = new Set<() => void>();
const nameOf = (storeId: number | null, orderNo: string) =>
  `${PREFIX}${storeId ?? 'none'}.${orderNo}`;

/** Remembers the email an order was found with, for this tab. */
export function rememberTrackingEmail(
  storeId: number | null,
  orderNo: string,
  email: string,
): void {
  const name = nameOf(storeId, orderNo);
  try {
    const store = storage();
    if (!store) throw new Error('no sessionStorage');
    store.setItem(name, email);
  } catch {
    memory.set(name, email); // quota or private mode: this page still has it
  }
  listeners.forEach((listener) => listener());
}

/** The email this tab found the order with, or null. */
export function trackingEmailFor(
  storeId: number | null,
  orderNo: string,
): string | null {
  const name = nameOf(storeId, orderNo);
  try {
    const stored = storage()?.getItem(name);
    if (stored) return stored;
  } catch {
    // fall back to the in-memory copy
  }
  return memory.get(name) ?? null;
}

/** Calls `listener` whenever an email is remembered (for useSyncExternalStore). */
export function subscribeTrackingEmails(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
