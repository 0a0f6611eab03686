import type { RemoteKey, RemoteRegistry } from 'shared/contracts';

/**
 * A developer's local override: one remote of this environment loads from their own build, in this
 * browser only (docs/releasing.md, "Pointing one remote at your local build").
 *
 * Policy (a link must never silently point someone's portal at a stranger's script):
 * - it is set only through `?remote-override=<remote>@<url>` AND an explicit confirm in the page;
 * - the URL must be a loopback build (`http(s)://localhost`, `127.0.0.1` or `[::1]`, any port) and
 *   name the remote's `mf-manifest.json` or a `.js` remote entry; anything else is refused, on every
 *   environment, live included: a loopback URL only ever reaches the visitor's own machine;
 * - while it is on, a fixed banner names the remote and the URL, with a one-click "Turn off".
 * `?remote-override=off` turns it off too.
 */
export const OVERRIDE_KEY = 'platform.remote-override';
export const OVERRIDE_PARAM = 'remote-override';
/** The version the registry shows for an overridden remote. */
export const OVERRIDE_VERSION = 'local-override';

/** Each remote's federation container name (api/src/config.ts REMOTE_NAMES). */
export const CONTAINER_NAMES: Record<RemoteKey, string> = {
  storefront: 'mf_storefront',
  storePortal: 'mf_store_portal',
  vendorPortal: 'mf_vendor_portal',
  serviceBuilder: 'mf_service_builder',
  notifications: 'mf_notifications',
};

export interface RemoteOverride {
  remote: RemoteKey;
  url: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

const isRemoteKey = (v: unknown): v is RemoteKey =>
  typeof v === 'string' && Object.hasOwn(CONTAINER_NAMES, v);

/** Why a URL cannot be an override, or null when the policy allows it. */
export function overrideUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'it is not an absolute URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return 'only http and https URLs are allowed';
  if (!LOOPBACK.has(url.hostname))
    return 'only a build on this computer (localhost or 127.0.0.1) is allowed';
  if (url.username || url.password) return 'a URL with credentials is refused';
  if (!/(\/mf-manifest\.json|\.js)$/.test(url.pathname))
    return "the URL must name the build's mf-manifest.json or its remote entry (.js)";
  return null;
}

/** Reads `<remote>@<url>` (or `off`); null when malformed. */
export function parseOverrideParam(
  value: string,
): RemoteOverride | 'off' | null {
  if (value === 'off') return 'off';
  const at = value.indexOf('@');
  const remote = value.slice(0, at);
  const url = value.slice(at + 1);
  if (at < 1 || !isRemoteKey(remote) || overrideUrlProblem(url)) return null;
  return { remote, url };
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The override saved in this browser, if it still passes the policy. */
export function readOverride(): RemoteOverride | null {
  try {
    const raw = storage()?.getItem(OVERRIDE_KEY);
    if (!raw) return null;
    const o = JSON.parse(raw) as Partial<RemoteOverride>;
    if (!isRemoteKey(o.remote) || typeof o.url !== 'string') return null;
    return overrideUrlProblem(o.url) ? null : { remote: o.remote, url: o.url };
  } catch {
    return null;
  }
}

/** Turns the override off (the page reloads so no overridden code stays in memory). */
export function clearOverride(): void {
  try {
    storage()?.removeItem(OVERRIDE_KEY);
  } catch {
    // nothing saved
  }
}

/** The registry with the override's remote pointed at the developer's build. */
export function applyOverride(
  registry: RemoteRegistry,
  override: RemoteOverride | null = readOverride(),
): RemoteRegistry {
  if (!override) return registry;
  return {
    ...registry,
    [override.remote]: {
      name: registry[override.remote]?.name ?? CONTAINER_NAMES[override.remote],
      entry: override.url,
      version: OVERRIDE_VERSION,
    },
  };
}

/**
 * Handles `?remote-override=` in the address once, before the registry is read: the parameter is
 * removed from the address; `off` clears the override; a well-formed, allowed one is saved only
 * when the developer confirms it. Returns what happened.
 */
export function captureOverrideParam(
  win: Pick<Window, 'location' | 'history' | 'confirm' | 'alert'> = window,
): 'none' | 'set' | 'off' | 'declined' | 'refused' {
  const url = new URL(win.location.href);
  const value = url.searchParams.get(OVERRIDE_PARAM);
  if (value === null) return 'none';
  url.searchParams.delete(OVERRIDE_PARAM);
  win.history.replaceState(win.history.state, '', url.toString());
  const parsed = parseOverrideParam(value);
  if (parsed === 'off') {
    clearOverride();
    return 'off';
  }
  if (!parsed) {
    win.alert(
      `The remote override "${value}" was refused: it must be <remote>@<url> with a remote of ${Object.keys(CONTAINER_NAMES).join(', ')} and a URL of a build on this computer (http://localhost or 127.0.0.1).`,
    );
    return 'refused';
  }
  const ok = win.confirm(
    `Load the ${parsed.remote} remote from ${parsed.url} in this browser?\n\nOnly continue if you started this build yourself. Every page of this site will run that code until you turn the override off.`,
  );
  if (!ok) return 'declined';
  try {
    storage()?.setItem(OVERRIDE_KEY, JSON.stringify(parsed));
  } catch {
    return 'declined';
  }
  return 'set';
}
