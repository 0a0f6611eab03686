import type { RemoteKey, RemoteRegistry } from 'shared/contracts';
import { pagesOfManifest, parsePages } from '../pages/parsePages';

// A leaf module (no shared singleton imports): read by the shell's entry (earlyPreload.ts) too.

export const REMOTE_KEYS: RemoteKey[] = [
  'storefront',
  'storePortal',
  'vendorPortal',
  'serviceBuilder',
  'notifications',
];
export const emptyRegistry = (): RemoteRegistry =>
  Object.fromEntries(REMOTE_KEYS.map((k) => [k, null])) as RemoteRegistry;

/** Keeps only well-formed entries; a failed registry call switches every remote off (fallbacks show). */
export function parseRegistry(body: unknown): RemoteRegistry {
  const out = emptyRegistry();
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') return out;
  for (const key of REMOTE_KEYS) {
    const r = (remotes as Record<string, unknown>)[key] as {
      name?: unknown;
      entry?: unknown;
      version?: unknown;
      manifest?: unknown;
      pages?: unknown;
    } | null;
    if (r && typeof r.name === 'string' && typeof r.entry === 'string') {
      out[key] = {
        name: r.name,
        entry: r.entry,
        version: typeof r.version === 'string' ? r.version : '',
      };
      // The page declaration travels in the manifest the answer carries (ADR 0030); a saved set
      // keeps it as `pages`.
      const pages =
        r.manifest !== undefined
          ? pagesOfManifest(r.manifest)
          : r.pages === null
            ? null
            : r.pages !== undefined
              ? parsePages(r.pages)
              : undefined;
      if (pages !== undefined) out[key].pages = pages;
    }
  }
  return out;
}
