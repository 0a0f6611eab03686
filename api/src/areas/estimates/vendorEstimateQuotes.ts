import type { QuoteInput } from 'shared/contracts/estimateQuotes';
import { ESTIMATE, refusal } from 'shared/workflow';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/types';
import { checkQuote, QUOTE_MESSAGES, QUOTE_OPEN } from './estimateQuotes';

/** A vendor quote can be drafted while open, and revised once it has expired (to send it again). */
const VENDOR_QUOTE_OPEN = new Set([...QUOTE_OPEN, 'expired']);
import { refuseSend } from './estimateVersions';
import { formatCents } from '../../platform/money';
import {
  actorNameOf,
  insertVendorEvent,
  lockVendorRecord,
} from '../vendorSales';
import { conflict } from '../../platform/recordConflict';

// A vendor's own estimate quotes like the store's (ADR 0026): the same draft rules (checkQuote: a
// price per line, refusals on their line, the do-not-exceed amount), every send kept as a version,
// and the order an approval makes takes its lines and prices from the latest sent version.

type Checked = ReturnType<typeof checkQuote>['lines'];

/** The draft's lines: kept lines get their new price, added ones are inserted, dropped ones go. */
async function writeQuoteLines(tx: Db, estimateId: number, lines: Checked) {
  const kept = lines.flatMap((line) => (line.id === null ? [] : [line.id]));
  await tx.query(
    'DELETE FROM vendor_estimate_lines WHERE estimate_id = $1 AND NOT (id = ANY($2::int[]))',
    [estimateId, kept],
  );
  for (const [index, line] of lines.entries()) {
    const unit = formatCents(line.unitCents);
    if (line.id === null)
      await tx.query(
        `INSERT INTO vendor_estimate_lines (estimate_id, position, description, kind, quantity, unit_price)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [estimateId, index + 1, line.name, line.kind, line.quantity, unit],
      );
    else
      await tx.query(
        'UPDATE vendor_estimate_lines SET position = $2, quantity = $3, unit_price = $4 WHERE id = $1',
        [line.id, index + 1, line.quantity, unit],
      );
  }
}

/** Saves the vendor's draft (404 not the vendor's, 409 stale or closed, 400 on its lines). */
export function saveVendorQuote(
  db: Db,
  input: { id: number; vendorId: number; body: QuoteInput; author: Principal },
): Promise<void> {
  return db.transaction((tx) => saveQuoteIn(tx, input));
}

async function saveQuoteIn(
  tx: Db,
  input: { id: number; vendorId: number; body: QuoteInput; author: Principal },
): Promise<void> {
  const { id, vendorId, body } = input;
  const row = await lockVendorRecord(
    tx,
    'estimate',
    id,
    vendorId,
    body.version,
  );
  if (!VENDOR_QUOTE_OPEN.has(row.status))
    throw conflict('ILLEGAL_MOVE', QUOTE_MESSAGES.closed, row);
  const existing = await tx.query<{
    id: number;
    service_name: string;
    kind: string;
  }>(
    'SELECT id, description AS service_name, kind FROM vendor_estimate_lines WHERE estimate_id = $1',
    [id],
  );
  const quote = checkQuote(body, new Map(existing.map((l) => [l.id, l])));
  await writeQuoteLines(tx, id, quote.lines);
  await tx.query(
    `UPDATE vendor_estimates SET message = $2, valid_until = $3, not_to_exceed = $4, total = $5,
       version = version + 1, updated_on = now() WHERE id = $1`,
    [
      id,
      body.message.trim(),
      body.valid_until,
      quote.limitCents === null ? null : formatCents(quote.limitCents),
      formatCents(quote.totalCents),
    ],
  );
  await insertVendorEvent(tx, 'estimate', id, vendorId, {
    kind: 'edit',
    body: `Quote saved as a draft (total ${formatCents(quote.totalCents)})`,
    author: input.author,
  });
}

const LINES_JSON = `coalesce((SELECT jsonb_agg(jsonb_build_object('name', l.description, 'kind', l.kind,
    'quantity', l.quantity, 'unit_price', l.unit_price::text,
    'line_total', (l.unit_price * l.quantity)::text) ORDER BY l.position, l.id)
  FROM vendor_estimate_lines l WHERE l.estimate_id = e.id), '[]'::jsonb)`;

/**
 * Inside the send move's transaction, once the record is locked under the version the sender saw:
 * refuses an illegal move (409), an empty quote, one past its valid-until day or its do-not-exceed
 * amount (400), then keeps the draft as the next version. Answers the columns the move sets.
 */
export async function snapshotVendorQuote(
  tx: Db,
  input: { id: number; vendorId: number; version: number; author: Principal },
): Promise<Record<string, unknown>> {
  const row = await lockVendorRecord(
    tx,
    'estimate',
    input.id,
    input.vendorId,
    input.version,
  );
  // a vendor's order takes no extra charges: a converted estimate is done for the vendor
  if (row.status === 'converted')
    throw conflict('ILLEGAL_MOVE', QUOTE_MESSAGES.closed, row);
  const refused = refusal(ESTIMATE, row.status as never, 'quoted', 'store');
  if (refused) throw conflict('ILLEGAL_MOVE', refused, row);
  const [draft] = await tx.query<{
    quote_version: number;
    valid_until: string | null;
    not_to_exceed: string | null;
    total: string;
    line_count: number;
  }>(
    `SELECT e.quote_version, e.valid_until::text AS valid_until, e.not_to_exceed::text AS not_to_exceed,
       e.total::text AS total,
       (SELECT count(*)::int FROM vendor_estimate_lines l WHERE l.estimate_id = e.id) AS line_count
     FROM vendor_estimates e WHERE e.id = $1`,
    [input.id],
  );
  refuseSend(draft!);
  const next = draft!.quote_version + 1;
  await tx.query(
    `INSERT INTO vendor_estimate_versions (estimate_id, version_no, lines, message, valid_until, not_to_exceed, total, sent_by)
     SELECT e.id, $2, ${LINES_JSON}, e.message, e.valid_until, e.not_to_exceed, e.total, $3
     FROM vendor_estimates e WHERE e.id = $1`,
    [input.id, next, actorNameOf(input.author)],
  );
  return { quote_version: next };
}
