import {
  RELEASE_MESSAGES,
  type RemoteRelease,
} from 'shared/contracts/releases';
import type { RemoteKey } from '../../config';
import type { Db } from '../../db/types';
import { validationError } from '../../errors';
import { auditRelease, type ReleaseChange } from './releasesAudit';
import { loadRemoteRelease } from './releasesOverview';
import type { VersionState } from './releasesResolve';

// One roll-out change of a remote (./releasesRollout.ts): the remote's roll-out row locked, the
// reason and the named version checked, every change audited from → to in the same transaction.

export interface Rollout {
  default_version: string | null;
  canary_version: string | null;
  canary_share: number;
}

export const reasonOf = (reason: string) => {
  const trimmed = reason.trim();
  if (!trimmed) throw validationError({ reason: RELEASE_MESSAGES.reason });
  return trimmed;
};

export const canaryText = (version: string | null, share: number) =>
  version === null ? null : `${version} (${share}%)`;

async function lockRollout(tx: Db, remote: RemoteKey): Promise<Rollout> {
  const [row] = await tx.query<Rollout>(
    'SELECT default_version, canary_version, canary_share FROM remote_rollouts WHERE remote_key = $1 FOR UPDATE',
    [remote],
  );
  return (
    row ?? { default_version: null, canary_version: null, canary_share: 0 }
  );
}

/** The published version, else 400 on `version`; a killed one too unless `killedToo`. */
export async function requireVersion(
  tx: Db,
  remote: RemoteKey,
  version: string,
  killedToo = false,
): Promise<VersionState> {
  const [row] = await tx.query<VersionState>(
    `SELECT version, entry_base_url, status, defaulted_at IS NOT NULL AS was_default
     FROM remote_versions WHERE remote_key = $1 AND version = $2`,
    [remote, version],
  );
  if (!row) throw validationError({ version: RELEASE_MESSAGES.notPublished });
  if (row.status === 'killed' && !killedToo)
    throw validationError({ version: RELEASE_MESSAGES.killed });
  return row;
}

export type Change = Omit<ReleaseChange, 'author' | 'remote'>;

/** Runs one roll-out change in a transaction and answers the remote's roll-out. */
export async function change(
  db: Db,
  userId: number,
  remote: RemoteKey,
  apply: (tx: Db, rollout: Rollout) => Promise<Change[]>,
): Promise<RemoteRelease> {
  await db.transaction(async (tx) => {
    const changes = await apply(tx, await lockRollout(tx, remote));
    for (const c of changes)
      await auditRelease(tx, {
        ...c,
        author: { kind: 'user', userId },
        remote,
      });
  });
  return loadRemoteRelease(db, remote);
}

/** Points the default at `version`; a canary of that version is promoted (ended). */
export async function moveDefault(
  tx: Db,
  remote: RemoteKey,
  rollout: Rollout,
  version: string,
  action: 'default' | 'rollback',
  reason: string,
): Promise<Change[]> {
  if (rollout.default_version === version) return [];
  await tx.query(
    `INSERT INTO remote_rollouts (remote_key, default_version) VALUES ($1, $2)
     ON CONFLICT (remote_key) DO UPDATE SET default_version = EXCLUDED.default_version, updated_at = now()`,
    [remote, version],
  );
  await tx.query(
    'UPDATE remote_versions SET defaulted_at = COALESCE(defaulted_at, now()) WHERE remote_key = $1 AND version = $2',
    [remote, version],
  );
  const changes: Change[] = [
    { action, version, from: rollout.default_version, to: version, reason },
  ];
  if (rollout.canary_version === version) {
    await tx.query(
      'UPDATE remote_rollouts SET canary_version = NULL, canary_share = 0 WHERE remote_key = $1',
      [remote],
    );
    changes.push({
      action: 'canary',
      version: null,
      from: canaryText(version, rollout.canary_share),
      to: null,
      reason,
    });
  }
  return changes;
}
