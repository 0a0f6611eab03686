import type { AppContext } from '../../context';
import { sendMail } from '../../mail';
import { recordLanguage } from '../../mail/language';
import { estimateStepMail, orderStepMail } from '../../mail/workflowMails';
import type { Db } from '../../db/types';
import { loadOrder } from './orders';
import { findStoreById, storeOrigin } from '../storefront';

// The customer's mail at the steps of the repair loop a customer cares about (ADR 0009): their
// order is ready for pickup, shipped or cancelled; their estimate is sent, declined or became an
// order. (The order-placed mail is sent by POST /orders, the payment request by the charge routes.)

const ORDER_STEPS = ['ready', 'shipped', 'cancelled'] as const;
const ESTIMATE_STEPS = ['quoted', 'declined', 'converted'] as const;
const isOneOf = <T extends string>(
  list: readonly T[],
  value: string,
): value is T => (list as readonly string[]).includes(value);

/** What an estimate's step mail names: its store, number, link's token and customer. */
async function estimateOfMail(db: Db, id: number) {
  const [estimate] = await db.query<{
    store_id: number;
    estimate_no: string;
    token: string;
    contact_email: string;
    contact_first_name: string;
  }>(
    'SELECT store_id, estimate_no, token, contact_email, contact_first_name FROM estimates WHERE id = $1',
    [id],
  );
  return estimate;
}

/** Mails the customer about a move; never throws (the move is done whatever the mail does). */
export async function mailCustomerOfMove(
  ctx: AppContext,
  kind: 'sales_order' | 'work_order' | 'estimate',
  id: number,
  to: string,
): Promise<void> {
  // In the language the customer ordered or asked in (kept on the record), else English.
  try {
    if (kind === 'sales_order' && isOneOf(ORDER_STEPS, to)) {
      const order = (await loadOrder(ctx.db, id))!;
      const store = (await findStoreById(ctx.db, order.store_id))!;
      const base = storeOrigin(store, ctx.config.publicUrl);
      await sendMail(
        ctx,
        orderStepMail({
          to: order.contact.email,
          firstName: order.contact.first_name,
          storeName: store.name,
          orderNo: order.order_no,
          step: to,
          trackingLink: store.is_order_tracking_enabled
            ? `${base}/order-tracking/${encodeURIComponent(order.order_no)}?token=${order.tracking_token}`
            : null,
          language: await recordLanguage(ctx.db, 'sales_orders', id),
        }),
      );
    }
    if (kind === 'estimate' && isOneOf(ESTIMATE_STEPS, to)) {
      const estimate = (await estimateOfMail(ctx.db, id))!;
      const store = (await findStoreById(ctx.db, estimate.store_id))!;
      const base = storeOrigin(store, ctx.config.publicUrl);
      await sendMail(
        ctx,
        estimateStepMail({
          to: estimate.contact_email,
          firstName: estimate.contact_first_name,
          storeName: store.name,
          estimateNo: estimate.estimate_no,
          step: to,
          // the estimate's own link (its token is the key): read it, answer it, pay its order
          link: `${base}/estimate/${estimate.token}`,
          language: await recordLanguage(ctx.db, 'estimates', id),
        }),
      );
    }
  } catch (error) {
    ctx.push.log?.warn(
      { err: error },
      'mail: the customer mail of a move failed',
    );
  }
}
