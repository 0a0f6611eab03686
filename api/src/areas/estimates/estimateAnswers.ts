import type { EstimateAnswerInput } from 'shared/contracts/estimateQuotes';
import { ESTIMATE, statusLabel } from 'shared/workflow';
import type { AppContext } from '../../context';
import { CUSTOMER } from '../../platform/recordEvents';
import { today } from './estimateQuotes';
import { orderFromEstimate } from './estimateVersions';
import { conflict } from '../../platform/recordConflict';
import { moveRecord } from '../orders';

// The customer's answer to an estimate (ADR 0026), signed in or through the estimate's link. It
// names the version the customer read: a revised estimate, one past its valid-until day or one no
// longer waiting for an answer is refused with words that say so. An approval records who, when
// and which version, and at once makes the sales order (from that version) the customer pays.

export const ANSWER_MESSAGES = {
  revised:
    'The store revised this estimate after the version you answered. Read the latest version, then answer it.',
  expired: (day: string) =>
    `This estimate was valid until ${day}. Ask the store for a new one.`,
  notOpen: (label: string) =>
    `This estimate is ${label.toLowerCase()}: it cannot be answered any more.`,
} as const;

/**
 * The 409 of a refused answer, with its own code so a page can say it in the customer's language:
 * `ESTIMATE_REVISED` (a later version was sent), `ESTIMATE_EXPIRED` (past `valid_until`),
 * `ESTIMATE_CLOSED` (not waiting for an answer: `current.status` says what it is).
 */
export const answerRefusal = (
  code: 'ESTIMATE_REVISED' | 'ESTIMATE_EXPIRED' | 'ESTIMATE_CLOSED',
  message: string,
  current: { status: string; version: number },
  validUntil?: string,
) =>
  conflict(
    code,
    message,
    current,
    validUntil ? { valid_until: validUntil } : {},
  );

/** Answers an estimate for its customer; `who` is how the customer reads in its history. */
export async function answerEstimate(
  ctx: AppContext,
  id: number,
  input: EstimateAnswerInput,
  who: string,
): Promise<void> {
  const [current] = await ctx.db.query<{
    status: string;
    version: number;
    valid_until: string | null;
  }>(
    'SELECT status, version, valid_until::text AS valid_until FROM estimates WHERE id = $1',
    [id],
  );
  // Expired by the sweep: refused with the same words as a quote past its day not yet swept.
  if (current!.status === 'expired' && current!.valid_until !== null)
    throw answerRefusal(
      'ESTIMATE_EXPIRED',
      ANSWER_MESSAGES.expired(current!.valid_until),
      current!,
      current!.valid_until,
    );
  if (current!.status !== 'quoted')
    throw answerRefusal(
      'ESTIMATE_CLOSED',
      ANSWER_MESSAGES.notOpen(statusLabel(ESTIMATE, current!.status)),
      current!,
    );
  const author = { ...CUSTOMER, name: who };
  const approve = input.decision === 'approve';
  const moved = await moveRecord(ctx, {
    kind: 'estimate',
    id,
    to: approve ? 'accepted' : 'declined',
    version: current!.version,
    reason: input.note,
    author,
    alsoSet: async (tx, record) => {
      const [quote] = await tx.query<{
        quote_version: number;
        valid_until: string | null;
      }>(
        'SELECT quote_version, valid_until::text AS valid_until FROM estimates WHERE id = $1',
        [id],
      );
      if (quote!.quote_version !== input.version)
        throw answerRefusal(
          'ESTIMATE_REVISED',
          ANSWER_MESSAGES.revised,
          record,
        );
      if (quote!.valid_until !== null && quote!.valid_until < today())
        throw answerRefusal(
          'ESTIMATE_EXPIRED',
          ANSWER_MESSAGES.expired(quote!.valid_until),
          record,
          quote!.valid_until,
        );
      return {
        answered_on: new Date().toISOString(),
        answered_by: who,
        answered_version: input.version,
        answer_note: (input.note ?? '').trim(),
      };
    },
  });
  if (!approve) return;
  await moveRecord(ctx, {
    kind: 'estimate',
    id,
    to: 'converted',
    version: moved.version,
    author,
    alsoSet: async (tx) => ({
      sales_order_id: await orderFromEstimate(tx, id, author),
    }),
  });
}
