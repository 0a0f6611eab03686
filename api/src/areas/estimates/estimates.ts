import type { Estimate } from 'shared/contracts/orders';
import type { Db } from '../../db/types';
import { validationError } from '../../errors';
import {
  checkContact,
  EMPTY_CART,
  findIdempotent,
  idempotencyClaim,
  insertLines,
  sameRequest,
  snapshotCart,
  type Buyer,
} from '../checkout';
import { CUSTOMER, insertEvent } from '../../platform/recordEvents';
import { formatCents } from '../../platform/money';
import {
  createStoreNotifications,
  type NotificationRow,
} from '../notifications';
import { LINE_COLUMNS, type LineRow, toLine } from '../orders';
import { newPublicToken } from '../../platform/publicTokens';
import { iso, money } from '../../platform/wire';

// Estimates (requests for a quote): the cart's lines snapshotted like an order's, idempotent by
// the caller's key (idempotencyClaim in checkout/idempotency.ts).

interface EstimateRow {
  id: number;
  store_id: number;
  estimate_no: string;
  status: Estimate['status'];
  created_on: Date;
  contact_first_name: string;
  contact_last_name: string;
  contact_email: string;
  contact_phone: string;
  notes: string;
  subtotal: string;
  token: string;
}

/** The estimates with these ids in the contract shape, in the order of `ids`. */
export async function loadEstimates(
  db: Db,
  ids: number[],
): Promise<Estimate[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<EstimateRow>(
    `SELECT id, store_id, estimate_no, status, created_on, contact_first_name, contact_last_name, contact_email,
       contact_phone, notes, subtotal::text AS subtotal, token FROM estimates WHERE id = ANY($1::int[])`,
    [ids],
  );
  const lines = await db.query<LineRow>(
    `SELECT ${LINE_COLUMNS}, estimate_id AS owner_id FROM estimate_lines
     WHERE estimate_id = ANY($1::int[]) ORDER BY id`,
    [ids],
  );
  const byId = new Map(
    rows.map((row): [number, Estimate] => [
      row.id,
      {
        id: row.id,
        store_id: row.store_id,
        estimate_no: row.estimate_no,
        status: row.status,
        created_on: iso(row.created_on),
        contact: {
          first_name: row.contact_first_name,
          last_name: row.contact_last_name,
          email: row.contact_email,
          phone: row.contact_phone,
        },
        notes: row.notes,
        lines: lines.filter((l) => l.owner_id === row.id).map(toLine),
        subtotal: money(row.subtotal),
        token: row.token,
      },
    ]),
  );
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

export async function loadEstimate(
  db: Db,
  id: number,
): Promise<Estimate | null> {
  return (await loadEstimates(db, [id]))[0] ?? null;
}

export interface EstimateBody {
  store_id: number;
  cart_id?: string;
  idempotency_key: string;
  contact?: Record<string, unknown>;
  notes?: string;
}

export async function placeEstimate(
  db: Db,
  storeId: number,
  buyer: Buyer,
  body: EstimateBody,
): Promise<{
  estimateId: number;
  created: boolean;
  notifications: NotificationRow[];
}> {
  const claim = idempotencyClaim(buyer, body);
  const earlier = await findIdempotent(db, 'estimates', storeId, claim);
  if (earlier) {
    sameRequest(earlier, claim);
    return { estimateId: earlier.id, created: false, notifications: [] };
  }
  const errors: Record<string, string> = {};
  const contact = checkContact(body.contact, errors);
  const preview = buyer.cartId ? await snapshotCart(db, buyer.cartId) : null;
  if (!preview || preview.lines.length === 0) errors.cart = EMPTY_CART;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM carts WHERE id = $1 FOR UPDATE', [
      buyer.cartId,
    ]);
    const again = await findIdempotent(tx, 'estimates', storeId, claim);
    if (again) {
      sameRequest(again, claim);
      return { estimateId: again.id, created: false, notifications: [] };
    }
    const { lines, subtotalCents } = await snapshotCart(tx, buyer.cartId!);
    if (lines.length === 0) throw validationError({ cart: EMPTY_CART });
    const [row] = await tx.query<{ id: number; estimate_no: string }>(
      `INSERT INTO estimates (store_id, customer_id, contact_first_name, contact_last_name, contact_email,
         contact_phone, notes, subtotal, is_guest, idempotency_key, idempotency_scope, idempotency_fingerprint, token)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id, estimate_no`,
      [
        storeId,
        buyer.customerId,
        contact.first_name,
        contact.last_name,
        contact.email,
        contact.phone,
        (body.notes ?? '').trim(),
        formatCents(subtotalCents),
        buyer.customerId === null,
        claim.key,
        claim.scope,
        claim.fingerprint,
        newPublicToken(),
      ],
    );
    const estimate = row!;
    await insertLines(
      tx,
      { table: 'estimate_lines', column: 'estimate_id' },
      estimate.id,
      lines,
    );
    await tx.query('DELETE FROM cart_items WHERE cart_id = $1', [buyer.cartId]);
    await tx.query('UPDATE carts SET updated_on = now() WHERE id = $1', [
      buyer.cartId,
    ]);
    await insertEvent(tx, {
      storeId,
      estimateId: estimate.id,
      kind: 'created',
      body: 'Requested on the storefront',
      author: CUSTOMER,
    });
    const notifications = await createStoreNotifications(tx, storeId, {
      short_description: 'Estimate requested',
      description: `Estimate ${estimate.estimate_no} was requested by ${contact.first_name} ${contact.last_name}.`,
      order_no: estimate.estimate_no,
      estimate_id: estimate.id,
      is_watching: true,
    });
    return { estimateId: estimate.id, created: true, notifications };
  });
}
