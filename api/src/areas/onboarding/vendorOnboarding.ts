import type {
  VendorOnboardingState,
  VendorPlanPayment,
} from 'shared/contracts/vendorOnboarding';
import type { Db } from '../../db/types';
import { ApiError, validationError } from '../../errors';
import { listVendorPlans } from '../billing';
import { testProvider } from '../payments';
import { toCents } from '../../platform/money';
import { throwIfErrors } from '../../platform/fieldChecks';
import { iso } from '../../platform/wire';

// A new vendor's registration steps: subscription (a plan, its first
// month paid through the payment provider), address (the workshop's default address) and
// bank_account (where payouts go: only the last 4 digits are kept). The last step done makes the
// vendor onboarding-complete. Each step is the vendor owner's; a complete vendor answers 409.

export const VENDOR_ONBOARDING_MESSAGES = {
  complete: 'Your workshop is already set up.',
  planFirst: 'Choose a plan first.',
  unknownPlan: 'Choose one of the plans.',
  auth: 'This card asks for authentication, which plan payments do not support yet. Please use another card.',
} as const;

const onboardingComplete = () =>
  new ApiError(409, 'ONBOARDING.COMPLETE', VENDOR_ONBOARDING_MESSAGES.complete);

/** The vendors row as the steps read it. */
export interface VendorRow {
  name: string;
  is_onboarding_complete: boolean;
  has_subscription: boolean;
  has_address: boolean;
  has_bank_account: boolean;
  plan_id: number | null;
  plan_paid_on: Date | string | null;
  plan_card_last4: string | null;
  payout_kind: 'iban' | 'us' | null;
  payout_account_holder: string | null;
  payout_last4: string | null;
}

/** Where the vendor's onboarding stands. */
export async function loadVendorOnboarding(
  db: Db,
  vendorId: number,
): Promise<VendorOnboardingState> {
  const [row] = await db.query<VendorRow>(
    'SELECT * FROM vendors WHERE id = $1',
    [vendorId],
  );
  const plans = await listVendorPlans(db);
  const [address] = await db.query<VendorOnboardingState['address'] & object>(
    `SELECT id, name, address_line1, address_line2, city, state, zip, phone, is_default, version
     FROM vendor_addresses WHERE vendor_id = $1 ORDER BY is_default DESC, id LIMIT 1`,
    [vendorId],
  );
  return {
    vendor_name: row!.name,
    is_onboarding_complete: row!.is_onboarding_complete,
    registration_steps: {
      subscription: row!.has_subscription,
      address: row!.has_address,
      bank_account: row!.has_bank_account,
    },
    plan: plans.find((plan) => plan.id === row!.plan_id) ?? null,
    plan_paid_on: row!.plan_paid_on ? iso(row!.plan_paid_on) : null,
    plan_card_last4: row!.plan_card_last4,
    address: address ?? null,
    bank:
      row!.payout_kind && row!.payout_last4
        ? {
            kind: row!.payout_kind,
            account_holder: row!.payout_account_holder ?? '',
            last4: row!.payout_last4,
          }
        : null,
  };
}

/** Runs one step on the vendor's row, locked; then marks the vendor complete when every step is done. */
export async function saveVendorStep(
  db: Db,
  vendorId: number,
  save: (tx: Db, row: VendorRow) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<VendorRow>(
      'SELECT * FROM vendors WHERE id = $1 FOR UPDATE',
      [vendorId],
    );
    if (!row || row.is_onboarding_complete) throw onboardingComplete();
    await save(tx, row);
    await tx.query(
      `UPDATE vendors SET is_onboarding_complete = true, onboarding_completed_on = now()
       WHERE id = $1 AND has_subscription AND has_address AND has_bank_account`,
      [vendorId],
    );
  });
}

/** /selectplan: the plan to pay for (a plan already paid for stays). */
export async function chooseVendorPlan(
  tx: Db,
  vendorId: number,
  row: VendorRow,
  planId: number,
): Promise<void> {
  if (row.has_subscription) return;
  const plan = (await listVendorPlans(tx)).find((p) => p.id === planId);
  if (!plan)
    throw validationError({ plan_id: VENDOR_ONBOARDING_MESSAGES.unknownPlan });
  await tx.query('UPDATE vendors SET plan_id = $2 WHERE id = $1', [
    vendorId,
    planId,
  ]);
}

/** /confirmplan: the first month of the chosen plan, charged through the built-in test processor. */
export async function payVendorPlan(
  tx: Db,
  vendorId: number,
  row: VendorRow,
  body: VendorPlanPayment,
): Promise<void> {
  // Paid already (a second tab, a double click): the plan is not charged twice.
  if (row.has_subscription) return;
  const plan = (await listVendorPlans(tx)).find((p) => p.id === row.plan_id);
  if (!plan)
    throw validationError(
      { non_field_errors: VENDOR_ONBOARDING_MESSAGES.planFirst },
      VENDOR_ONBOARDING_MESSAGES.planFirst,
    );
  throwIfErrors(testProvider.checkCard(body.card));
  const result = await testProvider.charge({
    paymentId: vendorId,
    idempotencyKey: `vendor-plan-${vendorId}-${Date.now()}`,
    amountCents: toCents(plan.monthly_price),
    currency: 'usd',
    description: `${plan.name} plan, first month`,
    card: body.card,
    middlePageUrl: '/middle_page',
    cancelUrl: '/confirmplan',
  });
  if (result.status === 'requires_action')
    throw validationError({ 'card.number': VENDOR_ONBOARDING_MESSAGES.auth });
  if (result.status === 'declined')
    throw validationError({ 'card.number': result.message });
  await tx.query(
    `UPDATE vendors SET has_subscription = true, plan_paid_amount = $2, plan_paid_ref = $3,
       plan_card_last4 = $4, plan_paid_on = now() WHERE id = $1`,
    [vendorId, plan.monthly_price, result.ref, result.card.last4],
  );
}
