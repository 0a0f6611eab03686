import type { AppContext } from '../../context';
import { sendMail } from '../../mail';
import { loadEstimate } from '../estimates/estimates';
import { loadOrder } from './orders';
import { findStoreById, storeOrigin } from '../storefront';

// The customer's mail at the steps of the repair loop a customer cares about (ADR 0009): their
// order is ready for pickup, shipped or cancelled; their estimate is sent, declined or became an
// order. (The order-placed mail is sent by POST /orders, the payment request by the charge routes.)

const ORDER_SENTENCES: Record<string, string> = {
  ready: 'is ready for pickup',
  shipped: 'has shipped',
  cancelled: 'was cancelled',
};
/** What the mail says of the estimate, and the words before its link, by the move's status. */
const ESTIMATE_MAIL: Record<string, { sentence: string; link: string }> = {
  quoted: {
    sentence: 'is ready for you to review',
    link: 'Read it and approve or decline it here',
  },
  declined: { sentence: 'was declined', link: 'Read it here' },
  converted: {
    sentence: 'is now an order',
    link: 'Read it and pay for the order here',
  },
};

/** Mails the customer about a move; never throws (the move is done whatever the mail does). */
export async function mailCustomerOfMove(
  ctx: AppContext,
  kind: 'sales_order' | 'work_order' | 'estimate',
  id: number,
  to: string,
): Promise<void> {
  try {
    if (kind === 'sales_order' && ORDER_SENTENCES[to]) {
      const order = (await loadOrder(ctx.db, id))!;
      const store = (await findStoreById(ctx.db, order.store_id))!;
      const base = storeOrigin(store, ctx.config.publicUrl);
      await sendMail(ctx, {
        to: order.contact.email,
        subject: `Your order ${order.order_no} ${ORDER_SENTENCES[to]}`,
        text: [
          `Hi ${order.contact.first_name},`,
          `your order ${order.order_no} at ${store.name} ${ORDER_SENTENCES[to]}.`,
          ...(store.is_order_tracking_enabled
            ? [
                `Follow it here: ${base}/order-tracking/${encodeURIComponent(order.order_no)}?token=${order.tracking_token}`,
              ]
            : []),
        ].join('\n\n'),
      });
    }
    const estimateMail = ESTIMATE_MAIL[to];
    if (kind === 'estimate' && estimateMail) {
      const estimate = (await loadEstimate(ctx.db, id))!;
      const store = (await findStoreById(ctx.db, estimate.store_id))!;
      const base = storeOrigin(store, ctx.config.publicUrl);
      await sendMail(ctx, {
        to: estimate.contact.email,
        subject: `Your estimate ${estimate.estimate_no} ${estimateMail.sentence}`,
        text: [
          `Hi ${estimate.contact.first_name},`,
          `your estimate ${estimate.estimate_no} at ${store.name} ${estimateMail.sentence}.`,
          // the estimate's own link (its token is the key): read it, answer it, pay its order
          `${estimateMail.link}: ${base}/estimate/${estimate.token}`,
        ].join('\n\n'),
      });
    }
  } catch (error) {
    ctx.push.log?.warn(
      { err: error },
      'mail: the customer mail of a move failed',
    );
  }
}
