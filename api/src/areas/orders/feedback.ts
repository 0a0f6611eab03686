import type { FeedbackPage } from 'shared/contracts/accounts';
import type { Db } from '../../db/types';
import { ApiError, notFound } from '../../errors';
import { loadOrder } from './orders';
import {
  PUBLIC_TOKEN_PATTERN,
  publicTokenHash,
} from '../../platform/publicTokens';

// Order feedback, reached by the order's feedback_token (the token is the secret: no login; it is
// looked up by its hash) from the order's own storefront: another store's token answers like an
// unknown one.
// One feedback per order, only once the order is completed.

export const FEEDBACK_MESSAGES = {
  notFound: 'This feedback link is not valid.',
  exists: 'Thank you, feedback for this order has already been submitted.',
  notComplete: 'Feedback opens when your order is complete.',
} as const;

interface FeedbackRow {
  id: number;
  order_no: string;
  status: FeedbackPage['status'];
  store_name: string;
  rating: number | null;
  comment: string | null;
}

async function findByToken(
  db: Db,
  storeId: number,
  token: string,
): Promise<FeedbackRow> {
  const rows = PUBLIC_TOKEN_PATTERN.test(token)
    ? await db.query<FeedbackRow>(
        `SELECT o.id, o.order_no, o.status, s.name AS store_name, f.rating, f.comment
         FROM sales_orders o JOIN stores s ON s.id = o.store_id
         LEFT JOIN order_feedback f ON f.sales_order_id = o.id
         WHERE o.feedback_token_hash = $1 AND o.store_id = $2`,
        [publicTokenHash(token), storeId],
      )
    : [];
  if (!rows[0]) throw notFound(FEEDBACK_MESSAGES.notFound);
  return rows[0];
}

/** What the feedback page shows: the order, and the feedback if it was given. */
export async function feedbackPage(
  db: Db,
  storeId: number,
  token: string,
): Promise<FeedbackPage> {
  const row = await findByToken(db, storeId, token);
  const order = await loadOrder(db, row.id);
  return {
    order_no: row.order_no,
    store_name: row.store_name,
    status: row.status,
    lines: order?.lines ?? [],
    submitted: row.rating !== null,
    ...(row.rating !== null
      ? { rating: row.rating, comment: row.comment ?? '' }
      : {}),
  };
}

/** Records the rating once; 400 before the order is completed, 409 when already given. */
export async function submitFeedback(
  db: Db,
  storeId: number,
  token: string,
  input: { rating: number; comment: string },
): Promise<FeedbackPage> {
  const row = await findByToken(db, storeId, token);
  if (row.status !== 'completed')
    throw new ApiError(
      400,
      'ORDER_NOT_COMPLETE',
      FEEDBACK_MESSAGES.notComplete,
    );
  const inserted = await db.query(
    `INSERT INTO order_feedback (sales_order_id, rating, comment) VALUES ($1, $2, $3)
     ON CONFLICT (sales_order_id) DO NOTHING RETURNING id`,
    [row.id, input.rating, input.comment],
  );
  if (inserted.length === 0)
    throw new ApiError(409, 'FEEDBACK_EXISTS', FEEDBACK_MESSAGES.exists);
  return feedbackPage(db, storeId, token);
}
