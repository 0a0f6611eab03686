// Idempotency keys kept in sessionStorage: a retry, a double click or a reload sends the same key,
// so the api creates one order (or estimate, or payment) however often the request is repeated.
const PREFIX = 'storefront.idempotency.';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null; // storage disabled: the in-memory fallback below still dedupes this page
  }
}

const memory = new Map<string, string>();

const newKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(16).slice(2)}`;

/** The key for `scope` (e.g. 'order:<cart>'), created once and reused until {@link forgetIdempotencyKey}. */
export function idempotencyKeyFor(scope: string): string {
  const name = PREFIX + scope;
  let key: string | null | undefined = memory.get(name);
  try {
    key = storage()?.getItem(name) ?? key;
  } catch {
    // keep the in-memory key
  }
  if (!key) {
    key = newKey();
    try {
      storage()?.setItem(name, key);
    } catch {
      // quota or private mode: the in-memory key still covers this page
    }
  }
  memory.set(name, key);
  return key;
}

/** Drops the key once the request has a final answer (created, or declined for payments). */
export function forgetIdempotencyKey(scope: string): void {
  const name = PREFIX + scope;
  memory.delete(name);
  try {
    storage()?.removeItem(name);
  } catch {
    // nothing stored
  }
}
