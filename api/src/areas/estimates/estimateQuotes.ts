import type { QuoteInput } from 'shared/contracts/estimateQuotes';
import type { AppContext } from '../../context';
import type { Db } from '../../db/types';
import { validationError } from '../../errors';
import { keepRequest } from './estimateRequest';
import { insertEvent, type EventAuthor } from '../../platform/recordEvents';
import { estimateAudience, publishChange } from '../notifications';
import { formatCents, toCents } from '../../platform/money';
import { conflict } from '../../platform/recordConflict';
import { lockRecord } from '../orders';

// The store's draft of an estimate's quote (ADR 0026): a price per line, the lines it adds (parts,
// labour), a message, an optional valid-until date and do-not-exceed amount. Saving changes the
// estimate, never what the customer reads: only sending makes a version (estimateVersions.ts).

export const QUOTE_MESSAGES = {
  notMoney: 'Enter an amount like 12.50.',
  negative: 'A price cannot be negative.',
  overLimit: (limit: string) =>
    `This line takes the estimate past its do-not-exceed amount of ${limit}.`,
  name: 'Name the part or the labour.',
  unknownLine: 'This line is not on the estimate any more. Reload the page.',
  pastDate: 'Choose today or a later day.',
  closed: 'This estimate is closed: its quote cannot change any more.',
} as const;

/**
 * Statuses whose quote may still change (a change to an approved one asks again); a store may also
 * revise a converted one, for work past the do-not-exceed amount the customer approved.
 */
export const QUOTE_OPEN = new Set(['requested', 'quoted', 'accepted']);
/** A converted estimate asks for work past its do-not-exceed amount; an expired one asks again. */
export const STORE_QUOTE_OPEN = new Set([
  ...QUOTE_OPEN,
  'converted',
  'expired',
]);

/** Cents of a price the store typed, or the message of its line. */
function priceCents(text: string): number | string {
  const cents = toCents(text);
  if (Number.isNaN(cents)) return QUOTE_MESSAGES.notMoney;
  if (cents < 0) return QUOTE_MESSAGES.negative;
  return cents;
}

/** Today in the api's clock as YYYY-MM-DD (UTC, as every stored day). */
export const today = () => new Date().toISOString().slice(0, 10);

interface CheckedLine {
  id: number | null;
  name: string;
  kind: string;
  quantity: number;
  unitCents: number;
}

/** The draft checked line by line: 400 with each refusal on its line (`lines.2.unit_price`). */
export function checkQuote(
  body: QuoteInput,
  existing: Map<number, { service_name: string; kind: string }>,
) {
  const errors: Record<string, string> = {};
  const lines: CheckedLine[] = body.lines.map((line, index) => {
    const at = `lines.${index}`;
    const cents = priceCents(line.unit_price);
    if (typeof cents === 'string') errors[`${at}.unit_price`] = cents;
    const known = line.id === undefined ? null : existing.get(line.id);
    if (line.id !== undefined && !known)
      errors[`${at}.id`] = QUOTE_MESSAGES.unknownLine;
    const name = known ? known.service_name : (line.name ?? '').trim();
    if (!known && name === '') errors[`${at}.name`] = QUOTE_MESSAGES.name;
    return {
      id: known ? line.id! : null,
      name,
      kind: known ? known.kind : line.kind === 'labour' ? 'labour' : 'part',
      quantity: line.quantity,
      unitCents: typeof cents === 'number' ? cents : 0,
    };
  });
  let limitCents: number | null = null;
  if (body.not_to_exceed !== null && body.not_to_exceed.trim() !== '') {
    const cents = priceCents(body.not_to_exceed);
    if (typeof cents === 'string') errors.not_to_exceed = cents;
    else limitCents = cents;
  }
  if (body.valid_until !== null && body.valid_until < today())
    errors.valid_until = QUOTE_MESSAGES.pastDate;
  // The first line that takes the running total past the limit carries the refusal.
  let running = 0;
  let flagged = false;
  lines.forEach((line, index) => {
    running += line.unitCents * line.quantity;
    if (limitCents === null || running <= limitCents || flagged) return;
    flagged = true;
    errors[`lines.${index}.unit_price`] ??= QUOTE_MESSAGES.overLimit(
      formatCents(limitCents),
    );
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { lines, totalCents: running, limitCents };
}

/** Saves the draft (409 when stale or closed); answers nothing: the route reads the estimate again. */
export async function saveQuote(
  ctx: AppContext,
  id: number,
  body: QuoteInput,
  author: EventAuthor,
): Promise<void> {
  const done = await ctx.db.transaction(async (tx) => {
    const record = await lockRecord(tx, 'estimate', id, body.version);
    if (!STORE_QUOTE_OPEN.has(record.status))
      throw conflict('ILLEGAL_MOVE', QUOTE_MESSAGES.closed, record);
    const existing = await tx.query<{
      id: number;
      service_name: string;
      kind: string;
    }>(
      'SELECT id, service_name, kind FROM estimate_lines WHERE estimate_id = $1',
      [id],
    );
    const quote = checkQuote(
      body,
      new Map(existing.map((line) => [line.id, line])),
    );
    await keepRequest(tx, id);
    await writeLines(tx, id, quote.lines);
    await tx.query(
      `UPDATE estimates SET message = $2, valid_until = $3, not_to_exceed = $4, subtotal = $5,
         version = version + 1, updated_on = now() WHERE id = $1`,
      [
        id,
        body.message.trim(),
        body.valid_until,
        quote.limitCents === null ? null : formatCents(quote.limitCents),
        formatCents(quote.totalCents),
      ],
    );
    await insertEvent(tx, {
      storeId: record.store_id,
      salesOrderId: null,
      workOrderId: null,
      estimateId: id,
      kind: 'edit',
      body: `Quote saved as a draft (total ${formatCents(quote.totalCents)})`,
      author,
    });
    const audience = await estimateAudience(
      tx,
      record.store_id,
      record.location_id,
    );
    return { record, audience };
  });
  await publishChange(ctx, {
    notifications: [],
    change: {
      record: 'estimate',
      id,
      sales_order_id: null,
      status: done.record.status,
      version: done.record.version + 1,
    },
    userIds: done.audience,
  });
}

/** The draft's lines: kept lines get their new price, added ones are inserted, dropped ones go. */
async function writeLines(tx: Db, estimateId: number, lines: CheckedLine[]) {
  const kept = lines.flatMap((line) => (line.id === null ? [] : [line.id]));
  await tx.query(
    'DELETE FROM estimate_lines WHERE estimate_id = $1 AND NOT (id = ANY($2::int[]))',
    [estimateId, kept],
  );
  for (const line of lines) {
    const unit = formatCents(line.unitCents);
    const total = formatCents(line.unitCents * line.quantity);
    if (line.id === null)
      await tx.query(
        `INSERT INTO estimate_lines (estimate_id, service_name, kind, quantity, unit_price, line_total)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [estimateId, line.name, line.kind, line.quantity, unit, total],
      );
    else
      await tx.query(
        'UPDATE estimate_lines SET quantity = $2, unit_price = $3, line_total = $4 WHERE id = $1',
        [line.id, line.quantity, unit, total],
      );
  }
}
