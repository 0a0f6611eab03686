import { sendMail } from '../mail';
import type { JobContext } from './planRenewals';

// Quotes past their valid-until day: the customer can no longer approve them (the answer route
// refuses it on its own); this job notices each one once, marks it (estimates.expired_on) and mails
// the customer. The one UPDATE … RETURNING claims the rows, so two replicas running the job at the
// same moment never mail the same quote twice.

export const EXPIRY_MESSAGES = {
  subject: (no: string) => `Your quote for estimate ${no} has expired`,
  text: (store: string, no: string, day: string) =>
    `Hello,\n\nThe quote ${store} sent you for estimate ${no} was valid until ${day} and can no longer be approved. Please ask ${store} for a new quote.\n`,
};

/** Marks and mails every sent quote whose valid-until day has passed; answers how many. */
export async function expireEstimates(ctx: JobContext): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const rows = await tx.query<{
      estimate_no: string;
      contact_email: string;
      store: string;
      valid_until: string;
    }>(
      `UPDATE estimates e SET expired_on = now()
       FROM stores s
       WHERE s.id = e.store_id AND e.status = 'quoted' AND e.valid_until < current_date
         AND e.expired_on IS NULL
       RETURNING e.estimate_no, e.contact_email, s.name AS store,
         to_char(e.valid_until, 'YYYY-MM-DD') AS valid_until`,
    );
    for (const row of rows)
      await sendMail(
        { db: tx, config: ctx.config },
        {
          to: row.contact_email,
          subject: EXPIRY_MESSAGES.subject(row.estimate_no),
          text: EXPIRY_MESSAGES.text(
            row.store,
            row.estimate_no,
            row.valid_until,
          ),
        },
      );
    return rows.length;
  });
}
