import { createHash } from 'node:crypto';
import {
  RELEASE_MESSAGES,
  type ReleasePublish,
  type RemoteManifest,
} from 'shared/contracts/releases';
import { pagesShapeProblems } from 'shared/contracts/pages';
import { REMOTE_NAMES, type RemoteKey } from '../../config';
import { validationError } from '../../errors';

// What a published version of a remote must carry: its federation container name and the
// modules the shell (or another host) loads from it. One table; the check reads it, so a new exposed
// module the shell starts to use is a new entry here, not new code. The contract gate
// (tools/contract-gate, run by `npm test` and `npm run release`) reads the hosts' code (every
// <RemoteSlot>) and refuses when this table differs from what they use: the api cannot derive it
// itself, since it ships neither the shell's source nor the TypeScript compiler.

/** The modules each remote must expose: what the hosts' RemoteSlots load (checked by the contract gate). */
export const REMOTE_EXPOSES: Record<RemoteKey, readonly string[]> = {
  storefront: ['./Routes', './TrackOrderDialog', './OptionsPreview'],
  storePortal: ['./Routes'],
  vendorPortal: ['./Routes'],
  serviceBuilder: ['./Routes'],
  notifications: ['./NotificationBell'],
};

/** The module path an expose names: `path` (`./Routes`), else `./<name>`. */
const exposedPath = (expose: RemoteManifest['exposes'][number]) =>
  expose.path ?? `./${expose.name.replace(/^\.\//, '')}`;

/** The entry URL without trailing slashes; 400 unless it is http(s) and ends in `/<version>`. */
export function checkEntryUrl(url: string, version: string): string {
  const trimmed = url.trim().replace(/\/+$/, '');
  let parsed: URL | null = null;
  try {
    parsed = new URL(trimmed);
  } catch {
    parsed = null;
  }
  const ok =
    parsed !== null &&
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    parsed.search === '' &&
    parsed.hash === '' &&
    parsed.username === '' &&
    parsed.password === '' &&
    parsed.pathname.split('/').pop() === version;
  if (!ok) throw validationError({ entry_base_url: RELEASE_MESSAGES.entryUrl });
  return trimmed;
}

/** 400 (field `manifest.name` / `manifest.exposes`) unless the manifest meets the remote's contract. */
export function checkManifest(
  remote: RemoteKey,
  manifest: RemoteManifest,
): void {
  const errors: Record<string, string> = {};
  const container = REMOTE_NAMES[remote];
  if (manifest.name !== container)
    errors['manifest.name'] = RELEASE_MESSAGES.containerName(container);
  const exposed = new Set(manifest.exposes.map(exposedPath));
  const missing = REMOTE_EXPOSES[remote].filter((path) => !exposed.has(path));
  if (missing.length > 0)
    errors['manifest.exposes'] = RELEASE_MESSAGES.missingExposes(missing);
  // A page declaration (ADR 0030) the shell will draw a menu from must be well formed; whether
  // its menu leads to the remote's routes is the contract gate's check (it reads the code).
  const pages = (manifest.metaData as { pages?: unknown } | undefined)?.pages;
  const problem =
    pages === undefined ? undefined : pagesShapeProblems(pages)[0];
  if (problem)
    errors['manifest.metaData.pages'] = RELEASE_MESSAGES.pages(problem);
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** `sha256-<base64>` of the manifest as registered. */
export const manifestDigest = (manifest: ReleasePublish['manifest']) =>
  `sha256-${createHash('sha256').update(JSON.stringify(manifest)).digest('base64')}`;
