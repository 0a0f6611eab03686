import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_MESSAGES,
  MAX_ACTIVE_API_KEYS,
  type CreatedVendorApiKey,
  type VendorApiKey,
  type VendorApiKeyInput,
  type VendorIntegrations,
} from 'shared/contracts/vendorSetup';
import type { ResolvedConfig } from '../../config';
import type { Db } from '../../db/types';
import { ApiError, notFound, validationError } from '../../errors';
import { iso } from '../../platform/wire';

// The workshop's integrations (/portal/setting/integrations, migration 0038): API keys
// for its own systems, and where payouts go. A key is 32 random bytes (base64url, 'vk_' first),
// shown once; only its SHA-256 hash and last 4 characters are kept. No api route accepts these keys
// yet. Payouts: Stripe Connect for vendors is not built (TODO(issue-11)), so it reads "not
// configured" unless the platform has a Stripe key; the built-in test provider holds what the
// /bank-detail step saved.

type Config = Pick<ResolvedConfig, 'payments'>;

/** The SHA-256 of a key, hex: what is stored and looked up. */
export const hashApiKey = (key: string) =>
  createHash('sha256').update(key, 'utf8').digest('hex');

interface KeyRow {
  id: number;
  name: string;
  last4: string;
  created_on: Date;
  created_by: string | null;
}

const toKey = (row: KeyRow): VendorApiKey => ({
  id: row.id,
  name: row.name,
  last4: row.last4,
  created_on: iso(row.created_on),
  created_by: row.created_by ?? '',
});

const KEYS = `SELECT k.id, k.name, k.last4, k.created_on,
    nullif(trim(u.first_name || ' ' || u.last_name), '') AS created_by
  FROM vendor_api_keys k LEFT JOIN users u ON u.id = k.created_by_user_id
  WHERE k.vendor_id = $1 AND k.revoked_on IS NULL`;

/** The vendor's active keys (newest first) and its payout provider's state. */
export async function loadVendorIntegrations(
  db: Db,
  config: Config,
  vendorId: number,
): Promise<VendorIntegrations> {
  const keys = await db.query<KeyRow>(
    `${KEYS} ORDER BY k.created_on DESC, k.id DESC`,
    [vendorId],
  );
  const [vendor] = await db.query<{
    payout_kind: 'iban' | 'us' | null;
    payout_account_holder: string | null;
    payout_last4: string | null;
  }>(
    'SELECT payout_kind, payout_account_holder, payout_last4 FROM vendors WHERE id = $1',
    [vendorId],
  );
  const connected = Boolean(vendor?.payout_kind && vendor.payout_last4);
  return {
    api_keys: keys.map(toKey),
    max_active_keys: MAX_ACTIVE_API_KEYS,
    payouts: {
      stripe_connect: config.payments.stripeSecretKey
        ? 'not_connected'
        : 'not_configured',
      test_provider: {
        status: connected ? 'connected' : 'not_connected',
        kind: connected ? vendor!.payout_kind : null,
        account_holder: connected ? vendor!.payout_account_holder : null,
        last4: connected ? vendor!.payout_last4 : null,
      },
    },
  };
}

/** A new active key (409 when MAX_ACTIVE_API_KEYS are active); the key itself is answered this once. */
export async function createVendorApiKey(
  db: Db,
  actor: { vendorId: number; userId: number },
  input: VendorApiKeyInput,
): Promise<CreatedVendorApiKey> {
  const name = input.name.trim();
  if (name.length < 1 || name.length > 60)
    throw validationError({ name: API_KEY_MESSAGES.name });
  const key = `vk_${randomBytes(32).toString('base64url')}`;
  const id = await db.transaction(async (tx) => {
    // The vendor's row orders two creations at once, so both cannot pass the count.
    await tx.query('SELECT id FROM vendors WHERE id = $1 FOR UPDATE', [
      actor.vendorId,
    ]);
    const [active] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM vendor_api_keys WHERE vendor_id = $1 AND revoked_on IS NULL',
      [actor.vendorId],
    );
    if ((active?.n ?? 0) >= MAX_ACTIVE_API_KEYS)
      throw new ApiError(409, 'TOO_MANY_KEYS', API_KEY_MESSAGES.tooMany);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO vendor_api_keys (vendor_id, name, key_hash, last4, created_by_user_id)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [actor.vendorId, name, hashApiKey(key), key.slice(-4), actor.userId],
    );
    return row!.id;
  });
  const [row] = await db.query<KeyRow>(`${KEYS} AND k.id = $2`, [
    actor.vendorId,
    id,
  ]);
  return { key, api_key: toKey(row!) };
}

/** Revokes an active key of the vendor; 404 for another vendor's key or one already revoked. */
export async function revokeVendorApiKey(
  db: Db,
  actor: { vendorId: number; userId: number },
  id: number,
): Promise<void> {
  const revoked = await db.query(
    `UPDATE vendor_api_keys SET revoked_on = now(), revoked_by_user_id = $3
     WHERE id = $1 AND vendor_id = $2 AND revoked_on IS NULL RETURNING id`,
    [id, actor.vendorId, actor.userId],
  );
  if (revoked.length === 0) throw notFound(API_KEY_MESSAGES.notFound);
}
