import {
  RELEASE_MESSAGES,
  type ReleaseCanary,
  type ReleaseDefault,
  type ReleaseKillSwitch,
  type ReleasePin,
  type RemoteRelease,
} from 'shared/contracts/releases';
import type { RemoteKey } from '../../config';
import type { Db } from '../../db/types';
import { ApiError, notFound, validationError } from '../../errors';
import { previousGood, type VersionState } from './releasesResolve';
import {
  canaryText,
  change,
  moveDefault,
  reasonOf,
  requireVersion,
} from './releasesRolloutChange';

// The super admin's roll-out of a remote: default, rollback, per-store pins, canary and
// kill switch. Each change locks the remote's roll-out row, needs a reason, names only published
// versions that are not killed (400 on `version`), and is audited from → to in its transaction.
// Setting what is already set changes nothing and writes no audit row.

export async function setDefault(
  db: Db,
  userId: number,
  remote: RemoteKey,
  input: ReleaseDefault,
): Promise<RemoteRelease> {
  const reason = reasonOf(input.reason);
  return change(db, userId, remote, async (tx, rollout) => {
    await requireVersion(tx, remote, input.version);
    return moveDefault(tx, remote, rollout, input.version, 'default', reason);
  });
}

/** Moves the default back to its previous good version in one step; 409 when there is none. */
export async function rollback(
  db: Db,
  userId: number,
  remote: RemoteKey,
  input: { reason: string },
): Promise<RemoteRelease> {
  const reason = reasonOf(input.reason);
  return change(db, userId, remote, async (tx, rollout) => {
    const versions = await tx.query<VersionState>(
      `SELECT version, entry_base_url, status, defaulted_at IS NOT NULL AS was_default
       FROM remote_versions WHERE remote_key = $1`,
      [remote],
    );
    const target = rollout.default_version
      ? previousGood(versions, rollout.default_version)
      : null;
    if (!target)
      throw new ApiError(
        409,
        'RELEASE.NO_PREVIOUS',
        RELEASE_MESSAGES.noPrevious,
      );
    return moveDefault(tx, remote, rollout, target.version, 'rollback', reason);
  });
}

/** Pins a store to a version, or removes its pin (version null); 404 an unknown store. */
export async function setPin(
  db: Db,
  userId: number,
  remote: RemoteKey,
  storeId: number,
  input: ReleasePin,
): Promise<RemoteRelease> {
  const reason = reasonOf(input.reason);
  return change(db, userId, remote, async (tx) => {
    const [store] = await tx.query('SELECT 1 FROM stores WHERE id = $1', [
      storeId,
    ]);
    if (!store) throw notFound(RELEASE_MESSAGES.storeNotFound);
    if (input.version !== null) await requireVersion(tx, remote, input.version);
    const [pin] = await tx.query<{ version: string }>(
      'SELECT version FROM remote_pins WHERE remote_key = $1 AND store_id = $2 FOR UPDATE',
      [remote, storeId],
    );
    const from = pin?.version ?? null;
    if (from === input.version) return [];
    if (input.version === null)
      await tx.query(
        'DELETE FROM remote_pins WHERE remote_key = $1 AND store_id = $2',
        [remote, storeId],
      );
    else
      await tx.query(
        `INSERT INTO remote_pins (remote_key, store_id, version) VALUES ($1, $2, $3)
         ON CONFLICT (remote_key, store_id) DO UPDATE SET version = EXCLUDED.version, pinned_at = now()`,
        [remote, storeId, input.version],
      );
    return [
      {
        action: 'pin',
        storeId,
        version: input.version,
        from,
        to: input.version,
        reason,
      },
    ];
  });
}

/** Starts, moves or ends (version null) the canary: a version for `share` % of the stores. */
export async function setCanary(
  db: Db,
  userId: number,
  remote: RemoteKey,
  input: ReleaseCanary,
): Promise<RemoteRelease> {
  const reason = reasonOf(input.reason);
  const share = input.version === null ? 0 : input.share;
  return change(db, userId, remote, async (tx, rollout) => {
    if (input.version !== null) await requireVersion(tx, remote, input.version);
    if (rollout.default_version === null)
      throw validationError({ version: RELEASE_MESSAGES.notPublished });
    const from = canaryText(rollout.canary_version, rollout.canary_share);
    const to = canaryText(input.version, share);
    if (from === to) return [];
    await tx.query(
      'UPDATE remote_rollouts SET canary_version = $2, canary_share = $3, updated_at = now() WHERE remote_key = $1',
      [remote, input.version, share],
    );
    return [{ action: 'canary', version: input.version, from, to, reason }];
  });
}

/** Switches a version (default: the current default) off or back on. */
export async function setKillSwitch(
  db: Db,
  userId: number,
  remote: RemoteKey,
  input: ReleaseKillSwitch,
): Promise<RemoteRelease> {
  const reason = reasonOf(input.reason);
  return change(db, userId, remote, async (tx, rollout) => {
    const version = input.version ?? rollout.default_version;
    if (version === null)
      throw validationError({ version: RELEASE_MESSAGES.notPublished });
    const row = await requireVersion(tx, remote, version, true);
    const status = input.killed ? 'killed' : 'published';
    if (row.status === status) return [];
    await tx.query(
      'UPDATE remote_versions SET status = $3 WHERE remote_key = $1 AND version = $2',
      [remote, version, status],
    );
    return [
      {
        action: input.killed ? 'kill' : 'revive',
        version,
        from: row.status,
        to: status,
        reason,
      },
    ];
  });
}
