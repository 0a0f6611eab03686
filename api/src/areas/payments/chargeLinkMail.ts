import type { AppContext } from '../../context';
import { sendMail } from '../../mail';
import { recordLanguage } from '../../mail/language';
import { chargeMail } from '../../mail/workflowMails';
import { findStoreById, storeOrigin } from '../storefront';

/** The store page where the customer pays a charge, by the charge's kind. */
export type ChargePaymentPage = 'additional-payment' | 'extra-charge-payment';

/**
 * Mails the customer the link to pay a charge on their sales order: the store's payment request
 * (`by` null) and a work order's extra charge (`by` names who asked) send the same mail. A mail
 * failure never fails the charge: the charge exists and its link is also on the order page.
 */
export async function mailChargeLink(
  ctx: AppContext,
  input: {
    storeId: number;
    salesOrderId: number;
    to: string | null | undefined;
    orderNo: string;
    charge: { amount: string; reason: string; token: string };
    by: 'store' | 'workshop' | null;
    page: ChargePaymentPage;
  },
): Promise<void> {
  try {
    if (!input.to) throw new Error('no contact email');
    const store = (await findStoreById(ctx.db, input.storeId))!;
    await sendMail(
      ctx,
      chargeMail({
        to: input.to,
        storeName: store.name,
        orderNo: input.orderNo,
        amount: input.charge.amount,
        reason: input.charge.reason,
        by: input.by,
        link: `${storeOrigin(store, ctx.config.publicUrl)}/${input.page}/${input.charge.token}`,
        // the language the customer ordered in, else English
        language: await recordLanguage(
          ctx.db,
          'sales_orders',
          input.salesOrderId,
        ),
      }),
    );
  } catch {
    // the charge exists; the link is also on the order page
  }
}
