import { SALES_ORDER, statusLabel } from 'shared/workflow';
import type { Db } from '../../db/types';
import { validationError } from '../../errors';
import { insertEvent, type EventAuthor } from '../../platform/recordEvents';
import { toCents } from '../../platform/money';
import { QUOTE_MESSAGES, today } from './estimateQuotes';
import { latestSentLines } from '../../platform/quoteReads';
import { addRevisionToOrder } from './estimateLimit';
import { LINES_JSON } from './estimateRequest';
import { conflict } from '../../platform/recordConflict';
import type { LockedRecord } from '../orders';
import { money } from '../../platform/wire';

// The versions of an estimate's quote (ADR 0026): each send keeps the draft as it is as the next
// version; the customer reads and answers the latest; the order an approval makes takes its lines
// and prices from the version approved, never from the browser nor from a later draft.

export const VERSION_MESSAGES = {
  empty: 'Add at least one line before sending the estimate.',
  overLimit: (limit: string) =>
    `The estimate's total is past its do-not-exceed amount of ${limit}.`,
} as const;

/** Refuses to send an empty quote, one past its valid-until day or its do-not-exceed amount (400). */
export function refuseSend(draft: {
  line_count: number;
  valid_until: string | null;
  not_to_exceed: string | null;
  total: string;
}): void {
  const { valid_until: validUntil, not_to_exceed: limit } = draft;
  if (draft.line_count === 0)
    throw validationError({ lines: VERSION_MESSAGES.empty });
  if (validUntil !== null && validUntil < today())
    throw validationError({ valid_until: QUOTE_MESSAGES.pastDate });
  if (limit !== null && toCents(draft.total) > toCents(limit))
    throw validationError({
      not_to_exceed: VERSION_MESSAGES.overLimit(money(limit)),
    });
}

/** A revision of a converted estimate adds to its order: not to a cancelled or completed one. */
async function refuseClosedOrder(tx: Db, record: LockedRecord): Promise<void> {
  const [order] = await tx.query<{ status: string }>(
    'SELECT o.status FROM sales_orders o JOIN estimates e ON e.sales_order_id = o.id WHERE e.id = $1',
    [record.id],
  );
  if (order && ['cancelled', 'completed'].includes(order.status))
    throw conflict(
      'ILLEGAL_MOVE',
      `The order of this estimate is ${statusLabel(SALES_ORDER, order.status).toLowerCase()}: it cannot take more work.`,
      record,
    );
}

/**
 * Inside the send move's transaction: refuses an empty quote, one past its valid-until day or its
 * do-not-exceed amount, then keeps the draft as the next version. Answers the columns to set.
 */
export async function snapshotQuote(
  tx: Db,
  record: LockedRecord,
  author: EventAuthor,
): Promise<Record<string, unknown>> {
  const [draft] = await tx.query<{
    quote_version: number;
    valid_until: string | null;
    not_to_exceed: string | null;
    subtotal: string;
    line_count: number;
  }>(
    `SELECT e.quote_version, e.valid_until::text AS valid_until, e.not_to_exceed::text AS not_to_exceed,
       e.subtotal::text AS subtotal,
       (SELECT count(*)::int FROM estimate_lines l WHERE l.estimate_id = e.id) AS line_count
     FROM estimates e WHERE e.id = $1`,
    [record.id],
  );
  refuseSend({ ...draft!, total: draft!.subtotal });
  if (record.status === 'converted') await refuseClosedOrder(tx, record);
  const next = draft!.quote_version + 1;
  await tx.query(
    `INSERT INTO estimate_versions (estimate_id, version_no, lines, message, valid_until, not_to_exceed, total, sent_by)
     SELECT e.id, $2, ${LINES_JSON}, e.message, e.valid_until, e.not_to_exceed, e.subtotal, $3
     FROM estimates e WHERE e.id = $1`,
    [record.id, next, author.name],
  );
  return { quote_version: next };
}

/**
 * Inside the convert move: a new sales order from the estimate's latest sent version (its lines and
 * prices; the requested lines for an estimate never sent), its contact and location. A revision of
 * an estimate that already made its order adds the difference to that order instead (the work
 * past the do-not-exceed amount the customer now approved). Answers the order's id.
 */
export async function orderFromEstimate(
  tx: Db,
  estimateId: number,
  author: EventAuthor,
): Promise<number> {
  const [made] = await tx.query<{ sales_order_id: number | null }>(
    'SELECT sales_order_id FROM estimates WHERE id = $1',
    [estimateId],
  );
  if (made!.sales_order_id !== null) {
    await addRevisionToOrder(tx, estimateId, made!.sales_order_id, author);
    return made!.sales_order_id;
  }
  const version = await latestSentLines(tx, 'store', estimateId);
  const [order] = await tx.query<{ id: number }>(
    `INSERT INTO sales_orders (store_id, customer_id, location_id, status, total, subtotal, contact_first_name,
       contact_last_name, contact_email, contact_phone, is_guest, language)
     SELECT store_id, customer_id, location_id, 'new', coalesce($2::numeric, subtotal), coalesce($2::numeric, subtotal),
       contact_first_name, contact_last_name, contact_email, contact_phone, is_guest, language FROM estimates WHERE id = $1
     RETURNING id`,
    [estimateId, version?.total ?? null],
  );
  const orderId = order!.id;
  if (version)
    await tx.query(
      `INSERT INTO sales_order_lines (sales_order_id, service_id, service_name, service_image, quantity,
         unit_price, line_total, answers, choices)
       SELECT $1, l.service_id, l.name, l.image, l.quantity, l.unit_price, l.line_total,
         coalesce(l.answers, '{}'), coalesce(l.choices, '[]')
       FROM jsonb_to_recordset($2::jsonb) AS l(service_id int, name text, image text, quantity int,
         unit_price numeric, line_total numeric, answers jsonb, choices jsonb)`,
      [orderId, JSON.stringify(version.lines)],
    );
  else
    await tx.query(
      `INSERT INTO sales_order_lines (sales_order_id, service_id, service_name, service_image, quantity,
         unit_price, line_total, answers, choices)
       SELECT $2, service_id, service_name, service_image, quantity, unit_price, line_total, answers, choices
       FROM estimate_lines WHERE estimate_id = $1 ORDER BY id`,
      [estimateId, orderId],
    );
  const [estimate] = await tx.query<{ store_id: number; estimate_no: string }>(
    'SELECT store_id, estimate_no FROM estimates WHERE id = $1',
    [estimateId],
  );
  await insertEvent(tx, {
    storeId: estimate!.store_id,
    salesOrderId: orderId,
    kind: 'created',
    body: `Converted from estimate ${estimate!.estimate_no}`,
    author,
  });
  return orderId;
}
