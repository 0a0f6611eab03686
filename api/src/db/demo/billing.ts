import type { Db } from '../types';

// Acme's billing for the demo (/portal/billing and /portal/integrations): two monthly
// invoices from the platform and a Fedex carrier account. The demo stores keep no plan row (they
// were made before plans existed; other areas' tests rely on that), so Acme's owner picks a plan
// on the billing page.

export async function seedDemoBilling(tx: Db): Promise<void> {
  await tx.query(
    `INSERT INTO store_invoices (store_id, kind, description, amount, status, payment_ref,
       period_start, period_end, issued_on)
     VALUES
       (1, 'plan', 'Platform subscription, October', 199.00, 'paid', 'test_1',
        current_date - 48, current_date - 18, now() - interval '48 days'),
       (1, 'plan', 'Platform subscription, November', 199.00, 'paid', 'test_1',
        current_date - 18, current_date + 12, now() - interval '18 days')`,
  );
  await tx.query(
    `INSERT INTO store_carrier_accounts (store_id, carrier, account_number, is_active)
     VALUES (1, 1, 'ACME10042', true)`,
  );
}
