import type { Db } from '../types';

// Fixit's plan for the demo (/portal/setting/billing, /plan, /payment and My Team's
// seats): the Workshop plan (5 users) paid 12 days ago with a test Visa card, and payouts to a US
// account. Writing plan_paid_on issues the first month's invoice (migration 0037's trigger).

export async function seedDemoVendorBilling(tx: Db): Promise<void> {
  await tx.query(
    `UPDATE vendors SET plan_id = 2, plan_paid_amount = 49.00, plan_paid_ref = 'test_1',
       plan_card_brand = 'visa', plan_card_last4 = '4242', plan_paid_on = now() - interval '12 days',
       payout_kind = 'us', payout_account_holder = 'Felix Fixit', payout_last4 = '6789'
     WHERE id = 1`,
  );
}
