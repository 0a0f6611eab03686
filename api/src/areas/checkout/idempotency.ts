import { createHash } from 'node:crypto';
import type { Db } from '../../db/types';
import { ApiError } from '../../errors';

// Idempotency keys of POST /orders and POST /estimates, scoped to the caller.

/** What an idempotency key stands for: the key, whose it is and what was asked with it. */
export interface IdempotencyClaim {
  key: string;
  /** 'customer:<id>' for a customer, 'cart:<id>' for a guest (the cart id is the guest's secret). */
  scope: string;
  /** sha256 of the request body without its key (keys sorted, so the same request hashes alike). */
  fingerprint: string;
}

const sortedKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
};

/**
 * An idempotency key belongs to the caller who sent it. The unique index is
 * (store, scope, key): the same caller retrying the same request gets the first order or estimate
 * back, while another caller sending an equal key simply places their own (a fresh order), so
 * nobody ever receives an order someone else placed, and a guessed key tells nothing. The same
 * caller reusing a key for a different request gets 409 (see sameRequest), as a retry must repeat
 * its request.
 */
export function idempotencyClaim(
  buyer: { customerId: number | null; cartId: string | null },
  body: { idempotency_key: string },
): IdempotencyClaim {
  const { idempotency_key: key, ...request } = body;
  return {
    key,
    scope:
      buyer.customerId !== null
        ? `customer:${buyer.customerId}`
        : `cart:${buyer.cartId}`,
    fingerprint: createHash('sha256')
      .update(JSON.stringify(sortedKeys(request)))
      .digest('hex'),
  };
}

export const KEY_REUSED = 'This key was already used for another request.';

/** An earlier record of the caller's key: it answers only the request it was made for (else 409). */
export function sameRequest(
  existing: { idempotency_fingerprint: string | null },
  claim: IdempotencyClaim,
): void {
  if (existing.idempotency_fingerprint !== claim.fingerprint)
    throw new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', KEY_REUSED, {
      idempotency_key: KEY_REUSED,
    });
}

/** The order or estimate an earlier request of the same caller made with this key, if any. */
export async function findIdempotent(
  db: Db,
  table: 'sales_orders' | 'estimates',
  storeId: number,
  claim: IdempotencyClaim,
): Promise<{ id: number; idempotency_fingerprint: string | null } | null> {
  const rows = await db.query<{
    id: number;
    idempotency_fingerprint: string | null;
  }>(
    `SELECT id, idempotency_fingerprint FROM ${table}
     WHERE store_id = $1 AND idempotency_scope = $2 AND idempotency_key = $3`,
    [storeId, claim.scope, claim.key],
  );
  return rows[0] ?? null;
}
