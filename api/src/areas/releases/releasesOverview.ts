import type {
  ReleaseOverview,
  ReleaseVersion,
  RemoteRelease,
} from 'shared/contracts/releases';
import { REMOTE_KEYS, REMOTE_NAMES, type RemoteKey } from '../../config';
import type { Db } from '../../db/types';
import { REMOTE_EXPOSES } from './releasesContract';
import { servingDefault, type VersionState } from './releasesResolve';
import { listVersions } from './releasesVersions';

// The super admin's view of the releases: per remote its contract, default, what it
// serves, canary, pins, killed versions and every published version.

interface RolloutRow {
  remote_key: RemoteKey;
  default_version: string;
  canary_version: string | null;
  canary_share: number;
}

interface PinRow {
  remote_key: RemoteKey;
  store_id: number;
  store_name: string;
  version: string;
}

const stateOf = (v: ReleaseVersion): VersionState => ({
  version: v.version,
  entry_base_url: v.entry_base_url,
  status: v.status,
  was_default: v.has_been_default,
});

/** Every remote's roll-out (or only `remote`'s). */
export async function loadReleases(
  db: Db,
  only?: RemoteKey,
): Promise<RemoteRelease[]> {
  const rollouts = await db.query<RolloutRow>(
    'SELECT remote_key, default_version, canary_version, canary_share FROM remote_rollouts',
  );
  const pins = await db.query<PinRow>(
    `SELECT p.remote_key, p.store_id, s.name AS store_name, p.version
     FROM remote_pins p JOIN stores s ON s.id = p.store_id ORDER BY lower(s.name), s.id`,
  );
  const versions = await listVersions(db);
  return REMOTE_KEYS.filter((remote) => !only || remote === only).map(
    (remote) => {
      const rollout = rollouts.find((r) => r.remote_key === remote);
      const list = versions.get(remote) ?? [];
      const serving = servingDefault({
        defaultVersion: rollout?.default_version ?? null,
        canary: null,
        pin: null,
        versions: new Map(list.map((v) => [v.version, stateOf(v)])),
      });
      return {
        remote,
        container: REMOTE_NAMES[remote],
        exposes: [...REMOTE_EXPOSES[remote]],
        default_version: rollout?.default_version ?? null,
        serving_version: serving?.version ?? null,
        canary: rollout?.canary_version
          ? { version: rollout.canary_version, share: rollout.canary_share }
          : null,
        pins: pins
          .filter((p) => p.remote_key === remote)
          .map((p) => ({
            store: { id: p.store_id, name: p.store_name },
            version: p.version,
          })),
        killed_versions: list
          .filter((v) => v.status === 'killed')
          .map((v) => v.version),
        versions: list,
      };
    },
  );
}

export async function loadOverview(db: Db): Promise<ReleaseOverview> {
  return { remotes: await loadReleases(db) };
}

/** One remote's roll-out (the answer of every roll-out change). */
export async function loadRemoteRelease(
  db: Db,
  remote: RemoteKey,
): Promise<RemoteRelease> {
  const [release] = await loadReleases(db, remote);
  return release!;
}
