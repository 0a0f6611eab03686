import type { ResolvedConfig } from '../../config';
import type { Db } from '../../db/types';
import { ApiError, notFound } from '../../errors';
import { writeAudit } from '../../platform/audit';
import { sessionPayload } from './session';
import { issueTokens } from '../../auth/tokens';
import { loadUser, type UserRow } from '../../auth/principal';

// /authenticate/{id}: the super admin opens a store's portal as that store. The api starts a login
// of the store's owner that lasts at most IMPERSONATION_TTL_SECONDS (the refresh token stops
// working then, so the access token cannot be renewed), and writes who, when and which store to
// the audit log. The super admin's own login is untouched; the browser keeps it to return to.

export const IMPERSONATION_TTL_SECONDS = 30 * 60;

const noOwner = () =>
  new ApiError(
    409,
    'STORE.NO_OWNER',
    'This store has no active owner to open its portal as.',
  );

/** The store's first active owner, or null. */
async function ownerOf(db: Db, storeId: number): Promise<UserRow | null> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE kind = 'portal' AND role_id = 4 AND store_id = $1 AND is_active
     ORDER BY id LIMIT 1`,
    [storeId],
  );
  return rows[0] ? loadUser(db, rows[0].id) : null;
}

/**
 * A short login of the store's owner for the super admin `actor`, audited. 404 for an unknown
 * store, 409 when the store has no active owner.
 */
export async function impersonateStore(
  db: Db,
  config: ResolvedConfig,
  actor: UserRow,
  storeId: number,
) {
  const stores = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM stores WHERE id = $1',
    [storeId],
  );
  const store = stores[0];
  if (!store) throw notFound('Store not found.');
  const owner = await ownerOf(db, store.id);
  if (!owner) throw noOwner();
  const ttl = Math.min(
    IMPERSONATION_TTL_SECONDS,
    config.refreshTokenTtlSeconds,
  );
  const tokens = await issueTokens(
    db,
    {
      id: owner.id,
      role_id: owner.role_id,
      store_id: owner.store_id,
      vendor_id: owner.vendor_id,
      customer_id: owner.customer_id,
    },
    {
      ...config,
      refreshTokenTtlSeconds: ttl,
      accessTokenTtlSeconds: Math.min(config.accessTokenTtlSeconds, ttl),
    },
  );
  const expiresAt = new Date(Date.now() + ttl * 1000).toISOString();
  await writeAudit(db, {
    actorUserId: actor.id,
    action: 'store.impersonate',
    subjectType: 'store',
    subjectId: store.id,
    storeId: store.id,
    after: { as_user_id: owner.id, expires_at: expiresAt },
  });
  return {
    ...tokens,
    ...(await sessionPayload(db, owner)),
    impersonation: {
      store: { id: store.id, name: store.name },
      expires_at: expiresAt,
    },
  };
}
