import { REMOTE_KEYS, REMOTE_NAMES, type RemoteKey } from '../../config';
import type { Db } from '../../db/types';
import { isInCanary } from './releasesCanary';
import { compareVersions } from './releasesSemver';

// Which version of each remote serves a store (ADR 0018), in this order: the kill switch
// (a killed version is never served), the store's pin, the canary (the store's stable bucket), the
// default. A pin or canary naming a killed version is skipped; a killed default serves the remote's
// previous good version: the highest version below it that has served as the default and is not
// killed. None: null, and the shell shows that remote's fallback.

export interface VersionState {
  version: string;
  entry_base_url: string;
  status: 'published' | 'killed';
  /** has served as the default */
  was_default: boolean;
}

export interface RolloutState {
  defaultVersion: string | null;
  canary: { version: string; share: number } | null;
  /** the store's pin, if any */
  pin: string | null;
  /** at least the default, canary and pinned versions, and every version that was a default */
  versions: Map<string, VersionState>;
}

/** The highest good version below `version` that has served as the default. */
export function previousGood(
  versions: Iterable<VersionState>,
  version: string,
): VersionState | null {
  let best: VersionState | null = null;
  for (const v of versions) {
    if (!v.was_default || v.status === 'killed') continue;
    if (compareVersions(v.version, version) >= 0) continue;
    if (!best || compareVersions(v.version, best.version) > 0) best = v;
  }
  return best;
}

/** What a store without pin or canary gets: the default, or its previous good version when killed. */
export function servingDefault(state: RolloutState): VersionState | null {
  if (state.defaultVersion === null) return null;
  const current = state.versions.get(state.defaultVersion);
  if (!current) return null;
  if (current.status !== 'killed') return current;
  return previousGood(state.versions.values(), current.version);
}

/** The version of `remote` that serves the store (`null`: no store, so no pin and no canary). */
export function resolveRemote(
  remote: RemoteKey,
  state: RolloutState,
  storeId: number | null,
): VersionState | null {
  const usable = (version: string | null | undefined) => {
    const row = version ? state.versions.get(version) : undefined;
    return row && row.status !== 'killed' ? row : null;
  };
  const pinned = usable(state.pin);
  if (pinned) return pinned;
  const { canary } = state;
  if (
    storeId !== null &&
    canary &&
    isInCanary(storeId, remote, canary.version, canary.share)
  ) {
    const chosen = usable(canary.version);
    if (chosen) return chosen;
  }
  return servingDefault(state);
}

interface RolloutRow {
  remote_key: RemoteKey;
  default_version: string;
  canary_version: string | null;
  canary_share: number;
  pin_version: string | null;
}

/** Every remote's roll-out as one store sees it (two queries). */
export async function loadRolloutStates(
  db: Db,
  storeId: number | null,
): Promise<Map<RemoteKey, RolloutState>> {
  const rollouts = await db.query<RolloutRow>(
    `SELECT r.remote_key, r.default_version, r.canary_version, r.canary_share, p.version AS pin_version
     FROM remote_rollouts r
     LEFT JOIN remote_pins p ON p.remote_key = r.remote_key AND p.store_id = $1`,
    [storeId],
  );
  const versions = await db.query<VersionState & { remote_key: RemoteKey }>(
    `SELECT v.remote_key, v.version, v.entry_base_url, v.status, v.defaulted_at IS NOT NULL AS was_default
     FROM remote_versions v
     WHERE v.defaulted_at IS NOT NULL
       OR EXISTS (SELECT 1 FROM remote_rollouts r WHERE r.remote_key = v.remote_key
                  AND v.version IN (r.default_version, r.canary_version))
       OR EXISTS (SELECT 1 FROM remote_pins p WHERE p.remote_key = v.remote_key
                  AND p.version = v.version AND p.store_id = $1)`,
    [storeId],
  );
  const states = new Map<RemoteKey, RolloutState>();
  for (const row of rollouts) {
    states.set(row.remote_key, {
      defaultVersion: row.default_version,
      canary: row.canary_version
        ? { version: row.canary_version, share: row.canary_share }
        : null,
      pin: row.pin_version,
      versions: new Map(),
    });
  }
  for (const { remote_key: remote, ...version } of versions)
    states.get(remote)?.versions.set(version.version, version);
  return states;
}

/** The registry's answer for a store: per remote its container, manifest URL and version, or null. */
export async function resolveRegistry(db: Db, storeId: number | null) {
  const states = await loadRolloutStates(db, storeId);
  return Object.fromEntries(
    REMOTE_KEYS.map((remote) => {
      const state = states.get(remote);
      const chosen = state ? resolveRemote(remote, state, storeId) : null;
      return [
        remote,
        chosen
          ? {
              name: REMOTE_NAMES[remote],
              entry: `${chosen.entry_base_url}/mf-manifest.json`,
              version: chosen.version,
            }
          : null,
      ];
    }),
  ) as Record<
    RemoteKey,
    { name: string; entry: string; version: string } | null
  >;
}
