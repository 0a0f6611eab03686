import type { Db } from '../../db/types';
import type { RemoteKey } from '../../config';

// The federation manifests the registry answer carries for the remotes a page renders first (ADR
// 0025): the boot script asks for them by name, so the shell's runtime has each manifest
// when the registry answers instead of one request later.
// - A published version's manifest is the one its release stored (remote_versions.manifest): a
//   version never changes, so it is read as it is.
// - A version registered at start-up (a local build) has no stored manifest: it is fetched from the
//   version's own URL and revalidated on every answer (If-None-Match; the static servers answer 304
//   while the file is unchanged), so a rebuilt remote is never described by an old manifest.
// Whatever cannot be had within FETCH_MS (no server, a timeout, an error, not a manifest) is left
// out: the page then fetches the manifest itself, as before. Only start-up versions are fetched
// (local builds, `npm start`, the test platform), from a server next to the api: it answers in a few
// milliseconds, and a stopped one refuses at once. The bound is for a server that hangs; it is not
// tight, because a busy machine (a test run on two cores) can take several hundred milliseconds to
// answer and the page would then ask for the manifest itself, one round trip later.
const FETCH_MS = 1500;
const MAX_BYTES = 512 * 1024;

interface Fetched {
  etag: string;
  manifest: object;
}
/** By manifest URL: the last manifest a start-up version's server answered, with its ETag. */
const fetched = new Map<string, Fetched>();

/** A federation manifest as the runtime reads it (the fields it cannot do without). */
function isManifest(value: unknown): value is object {
  const meta = (value as { metaData?: { remoteEntry?: { name?: unknown } } })
    ?.metaData;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof meta?.remoteEntry?.name === 'string' &&
    Array.isArray((value as { exposes?: unknown }).exposes)
  );
}

async function fetchManifest(url: string): Promise<object | null> {
  const known = fetched.get(url);
  try {
    const res = await fetch(url, {
      headers: {
        accept: 'application/json',
        ...(known ? { 'if-none-match': known.etag } : {}),
      },
      signal: AbortSignal.timeout(FETCH_MS),
    });
    if (res.status === 304 && known) return known.manifest;
    if (res.status !== 200) return null;
    const text = await res.text();
    if (text.length > MAX_BYTES) return null;
    const manifest: unknown = JSON.parse(text);
    if (!isManifest(manifest)) return null;
    const etag = res.headers.get('etag');
    if (etag) fetched.set(url, { etag, manifest });
    else fetched.delete(url);
    return manifest;
  } catch {
    return null;
  }
}

/** One remote the answer names: its manifest URL and version. */
export interface NamedRemote {
  entry: string;
  version: string;
}

/** The manifests of `wanted` remotes the registry names, by remote; a missing one is left out. */
export async function manifestsFor(
  db: Db,
  named: Partial<Record<RemoteKey, NamedRemote | null>>,
  wanted: readonly RemoteKey[],
): Promise<Partial<Record<RemoteKey, object>>> {
  const asked = wanted.filter((key) => named[key]);
  if (asked.length === 0) return {};
  const stored = await db.query<{ remote_key: RemoteKey; manifest: unknown }>(
    `SELECT v.remote_key, v.manifest FROM remote_versions v
     JOIN unnest($1::text[], $2::text[]) AS w(remote_key, version)
       ON w.remote_key = v.remote_key AND w.version = v.version`,
    [asked, asked.map((key) => named[key]!.version)],
  );
  const storedBy = new Map(stored.map((r) => [r.remote_key, r.manifest]));
  const found = await Promise.all(
    asked.map(async (key) => {
      const own = storedBy.get(key);
      const manifest = isManifest(own)
        ? own
        : await fetchManifest(named[key]!.entry);
      return [key, manifest] as const;
    }),
  );
  return Object.fromEntries(found.filter(([, m]) => m !== null));
}
