import type {
  EstimateAnswerInput,
  VendorCustomerEstimate,
} from 'shared/contracts/estimateQuotes';
import {
  vendorEstimateLabel,
  vendorOrderLabel,
} from 'shared/contracts/vendorSales';
import { ESTIMATE, statusLabel } from 'shared/workflow';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';
import { answerRefusal } from './estimateAnswers';
import { today } from './estimateQuotes';
import { loadVersions } from '../../platform/quoteReads';
import type { NotificationRow } from '../notifications';
import {
  PUBLIC_TOKEN_PATTERN,
  publicTokenHash,
} from '../../platform/publicTokens';
import {
  convertInside,
  moveVendorRecord,
  VENDOR_SALES_MESSAGES,
} from '../vendorSales';
import { iso } from '../../platform/wire';

// A vendor's customer reads and answers the estimate through its own link (ADR 0026, dated
// section), as a store's customer does: the latest sent version only, the answer naming the
// version read; a revised, expired or already answered estimate is refused with its own words. An
// approval records who, when, which version and the note, and at once makes the vendor's sales
// order from the approved version's lines and prices.

export const VENDOR_ANSWER_MESSAGES = {
  revised:
    'The workshop revised this estimate after the version you answered. Read the latest version, then answer it.',
  expired: (day: string) =>
    `This estimate was valid until ${day}. Ask the workshop for a new one.`,
  notOpen: (label: string) =>
    `This estimate is ${label.toLowerCase()}: it cannot be answered any more.`,
} as const;

interface TokenRow {
  id: number;
  vendor_id: number;
  first_name: string;
  last_name: string;
}

/** The vendor estimate its link's token opens (404 for a malformed or unknown token). */
export async function vendorEstimateByToken(
  db: Db,
  token: string,
): Promise<TokenRow> {
  const rows = PUBLIC_TOKEN_PATTERN.test(token)
    ? await db.query<TokenRow>(
        `SELECT e.id, e.vendor_id, c.first_name, c.last_name
         FROM vendor_estimates e JOIN vendor_customers c ON c.id = e.customer_id
         WHERE e.token_hash = $1`,
        [publicTokenHash(token)],
      )
    : [];
  if (!rows[0]) throw notFound(VENDOR_SALES_MESSAGES.estimateNotFound);
  return rows[0];
}

/** What the customer reads: the latest sent version, their answer and the order it made. */
export async function vendorCustomerEstimate(
  db: Db,
  id: number,
): Promise<Omit<VendorCustomerEstimate, 'live'>> {
  const [row] = await db.query<{
    estimate_no: number;
    status: string;
    created_on: Date;
    vendor_name: string;
    first_name: string;
    answered_on: Date | null;
    answered_by: string | null;
    answered_version: number | null;
    answer_note: string;
    order_no: number | null;
  }>(
    `SELECT e.estimate_no, e.status, e.created_on, v.name AS vendor_name, c.first_name,
       e.answered_on, e.answered_by, e.answered_version, e.answer_note, o.order_no
     FROM vendor_estimates e JOIN vendors v ON v.id = e.vendor_id
       JOIN vendor_customers c ON c.id = e.customer_id
       LEFT JOIN vendor_sales_orders o ON o.id = e.sales_order_id
     WHERE e.id = $1`,
    [id],
  );
  const estimate = row!;
  const [latest] = await loadVersions(db, 'vendor', id, { latestOnly: true });
  return {
    estimate_no: vendorEstimateLabel(estimate.estimate_no),
    vendor_name: estimate.vendor_name,
    customer_first_name: estimate.first_name,
    status: estimate.status,
    status_label: statusLabel(ESTIMATE, estimate.status),
    created_on: iso(estimate.created_on),
    quote: latest ?? null,
    answer:
      estimate.answered_on === null
        ? null
        : {
            answered_on: iso(estimate.answered_on),
            answered_by: estimate.answered_by ?? '',
            version: estimate.answered_version ?? 0,
            note: estimate.answer_note,
          },
    order:
      estimate.order_no === null
        ? null
        : { order_no: vendorOrderLabel(estimate.order_no) },
  };
}

/**
 * Records the customer's answer in one transaction: refuses an estimate not waiting for an answer,
 * a version other than the latest sent, or one past its valid-until day (409, nothing changes);
 * an approval then converts it. Answers the bell items to publish and the order made, if any.
 */
export function answerVendorEstimate(
  db: Db,
  estimate: TokenRow,
  input: EstimateAnswerInput,
): Promise<{ notifications: NotificationRow[]; salesOrderId: number | null }> {
  return db.transaction((tx) => answerIn(tx, estimate, input));
}

async function answerIn(
  tx: Db,
  estimate: TokenRow,
  input: EstimateAnswerInput,
): Promise<{ notifications: NotificationRow[]; salesOrderId: number | null }> {
  const [current] = await tx.query<{
    id: number;
    status: string;
    version: number;
    quote_version: number;
    valid_until: string | null;
  }>(
    `SELECT id, status, version, quote_version, valid_until::text AS valid_until
     FROM vendor_estimates WHERE id = $1 FOR UPDATE`,
    [estimate.id],
  );
  const row = current!;
  if (row.status !== 'quoted')
    throw answerRefusal(
      'ESTIMATE_CLOSED',
      VENDOR_ANSWER_MESSAGES.notOpen(statusLabel(ESTIMATE, row.status)),
      row,
    );
  if (row.quote_version !== input.version)
    throw answerRefusal(
      'ESTIMATE_REVISED',
      VENDOR_ANSWER_MESSAGES.revised,
      row,
    );
  if (row.valid_until !== null && row.valid_until < today())
    throw answerRefusal(
      'ESTIMATE_EXPIRED',
      VENDOR_ANSWER_MESSAGES.expired(row.valid_until),
      row,
      row.valid_until,
    );
  const name = `${estimate.first_name} ${estimate.last_name}`.trim();
  const author = { customerName: `${name} (estimate link)` };
  const approve = input.decision === 'approve';
  const note = (input.note ?? '').trim();
  const answered = await moveVendorRecord(tx, 'estimate', {
    id: estimate.id,
    vendorId: estimate.vendor_id,
    to: approve ? 'accepted' : 'declined',
    version: row.version,
    reason: note,
    author,
    alsoSet: {
      answered_on: new Date().toISOString(),
      answered_by: author.customerName,
      answered_version: input.version,
      answer_note: note,
    },
  });
  if (!approve) return { notifications: answered, salesOrderId: null };
  const converted = await convertInside(tx, {
    id: estimate.id,
    vendorId: estimate.vendor_id,
    version: row.version + 1,
    author,
  });
  return {
    notifications: [...answered, ...converted.notifications],
    salesOrderId: converted.salesOrderId,
  };
}
