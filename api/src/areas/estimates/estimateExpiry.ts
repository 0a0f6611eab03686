import type { AppContext } from '../../context';
import { ApiError } from '../../errors';
import { sendMail } from '../../mail';
import type { MailLanguage } from '../../mail/language';
import { estimateExpiryMail } from '../../mail/workflowMails';
import { PLATFORM } from '../../platform/recordEvents';
import { moveRecord } from '../orders';

// Quotes past their valid-until day: the customer can no longer approve them. This sweep moves each
// sent one to 'expired' through the estimate machine (the timeline's status event, the store
// users' bell and the live record change, as every move), marks when (estimates.expired_on) and
// mails the customer. The move locks the row and checks its version, so when two replicas run the
// sweep at once only one moves (and mails about) a quote; the other's move is refused and skipped.
// Run by the job queue (jobs/queue.ts) or the single process's timer (jobs/localSweeps.ts), which
// are handed it by background.ts (platform code imports no area).

interface DueQuote {
  id: number;
  version: number;
  estimate_no: string;
  contact_email: string;
  store: string;
  valid_until: string;
  language: MailLanguage | null;
}

/** Expires and mails every sent quote whose valid-until day has passed; answers how many. */
export async function expireEstimates(ctx: AppContext): Promise<number> {
  const due = await ctx.db.query<DueQuote>(
    `SELECT e.id, e.version, e.estimate_no, e.contact_email, s.name AS store,
       to_char(e.valid_until, 'YYYY-MM-DD') AS valid_until, e.language
     FROM estimates e JOIN stores s ON s.id = e.store_id
     WHERE e.status = 'quoted' AND e.valid_until < current_date
     ORDER BY e.id LIMIT 200`,
  );
  let expired = 0;
  for (const quote of due) {
    try {
      await moveRecord(ctx, {
        kind: 'estimate',
        id: quote.id,
        to: 'expired',
        version: quote.version,
        author: PLATFORM,
        alsoSet: async () => ({ expired_on: new Date().toISOString() }),
      });
    } catch (error) {
      // Moved meanwhile (another replica's sweep, a revision, an answer): nothing to do.
      if (error instanceof ApiError && error.statusCode === 409) continue;
      throw error;
    }
    expired += 1;
    await sendMail(
      ctx,
      estimateExpiryMail({
        to: quote.contact_email,
        storeName: quote.store,
        estimateNo: quote.estimate_no,
        validUntil: quote.valid_until,
        // the language the customer asked for the estimate in, else English
        language: quote.language ?? 'en',
      }),
    );
  }
  return expired;
}

/**
 * Development only (the dev route that lets a browser test see an expired quote without waiting a
 * day): moves the estimate's valid-until day to yesterday and runs the sweep once, as its timer
 * would. Answers the estimate's status after it, or null for an unknown id.
 */
export async function lapseEstimate(
  ctx: AppContext,
  id: number,
): Promise<{ id: number; status: string; valid_until: string } | null> {
  // the sent version the customer reads says the same day, as it would had the day really passed
  const [moved] = await ctx.db.query<{ id: number }>(
    `WITH e AS (
       UPDATE estimates SET valid_until = current_date - 1 WHERE id = $1
       RETURNING id, quote_version
     ), v AS (
       UPDATE estimate_versions ev SET valid_until = current_date - 1
       FROM e WHERE ev.estimate_id = e.id AND ev.version_no = e.quote_version
     )
     SELECT id FROM e`,
    [id],
  );
  if (!moved) return null;
  await expireEstimates(ctx);
  const [after] = await ctx.db.query<{
    id: number;
    status: string;
    valid_until: string;
  }>(
    `SELECT id, status, to_char(valid_until, 'YYYY-MM-DD') AS valid_until
     FROM estimates WHERE id = $1`,
    [id],
  );
  return after ?? null;
}
