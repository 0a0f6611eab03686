import { createHash, randomBytes } from 'node:crypto';
import {
  RELEASE_MESSAGES,
  type ReleaseKey,
  type ReleaseKeyCreate,
  type ReleaseKeyCreated,
} from 'shared/contracts/releases';
import type { RemoteKey } from '../../config';
import type { Db } from '../../db/types';
import { ApiError, notFound, validationError } from '../../errors';
import { iso, isoOrNull } from '../../platform/wire';
import { auditRelease } from './releasesAudit';

// Release keys: a remote team publishes its remote with a key the super admin creates.
// The key is 256 random bits, shown once; only its SHA-256 is stored, so the database never holds
// a usable key (a slow password hash buys nothing against a random key of that length).

export interface ReleaseKeyRow {
  id: number;
  remote_key: RemoteKey;
  name: string;
  key_prefix: string;
}

const hashOf = (key: string) =>
  createHash('sha256').update(key, 'utf8').digest('hex');

const KEY_SELECT = `SELECT k.id, k.remote_key AS remote, k.name, k.key_prefix AS prefix,
  u.email AS created_by, k.created_at, k.last_used_at, k.revoked_at
  FROM release_keys k LEFT JOIN users u ON u.id = k.created_by_user_id`;

type KeyRow = Omit<ReleaseKey, 'created_at' | 'last_used_at' | 'revoked_at'> & {
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
};

const toKey = (row: KeyRow): ReleaseKey => ({
  ...row,
  created_at: iso(row.created_at),
  last_used_at: isoOrNull(row.last_used_at),
  revoked_at: isoOrNull(row.revoked_at),
});

/** Every release key, newest first (revoked ones too). */
export async function listReleaseKeys(db: Db): Promise<ReleaseKey[]> {
  const rows = await db.query<KeyRow>(
    `${KEY_SELECT} ORDER BY k.created_at DESC, k.id DESC`,
  );
  return rows.map(toKey);
}

/** Creates a key for a remote's team; the answer is the only time the key is shown. */
export async function createReleaseKey(
  db: Db,
  userId: number,
  input: ReleaseKeyCreate,
): Promise<ReleaseKeyCreated> {
  const key = `rk_${randomBytes(32).toString('base64url')}`;
  const prefix = key.slice(0, 10);
  const name = input.name.trim();
  if (!name) throw validationError({ name: 'This field may not be blank.' });
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO release_keys (remote_key, name, key_hash, key_prefix, created_by_user_id)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [input.remote, name, hashOf(key), prefix, userId],
    );
    await auditRelease(tx, {
      author: { kind: 'user', userId },
      action: 'key_create',
      remote: input.remote,
      version: null,
      from: null,
      to: `${name} (${prefix}…)`,
      reason: null,
    });
    const [created] = await tx.query<KeyRow>(`${KEY_SELECT} WHERE k.id = $1`, [
      row!.id,
    ]);
    return { ...toKey(created!), key };
  });
}

/** Revokes a key (404 unknown); revoking a revoked key changes nothing. */
export async function revokeReleaseKey(
  db: Db,
  userId: number,
  id: number,
): Promise<ReleaseKey> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<ReleaseKeyRow & { revoked: boolean }>(
      'SELECT id, remote_key, name, key_prefix, revoked_at IS NOT NULL AS revoked FROM release_keys WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!row) throw notFound(RELEASE_MESSAGES.keyNotFound);
    if (!row.revoked) {
      await tx.query(
        'UPDATE release_keys SET revoked_at = now() WHERE id = $1',
        [id],
      );
      await auditRelease(tx, {
        author: { kind: 'user', userId },
        action: 'key_revoke',
        remote: row.remote_key,
        version: null,
        from: `${row.name} (${row.key_prefix}…)`,
        to: null,
        reason: null,
      });
    }
    const [key] = await tx.query<KeyRow>(`${KEY_SELECT} WHERE k.id = $1`, [id]);
    return toKey(key!);
  });
}

/** The live key a publisher sent; 401 when it is unknown or revoked. */
export async function findReleaseKey(
  db: Db,
  key: string,
): Promise<ReleaseKeyRow> {
  const [row] = await db.query<ReleaseKeyRow>(
    'SELECT id, remote_key, name, key_prefix FROM release_keys WHERE key_hash = $1 AND revoked_at IS NULL',
    [hashOf(key)],
  );
  if (!row)
    throw new ApiError(401, 'RELEASE_KEY_INVALID', RELEASE_MESSAGES.keyInvalid);
  return row;
}
