import { BILLING_MESSAGES } from 'shared/contracts/billing';
import {
  VENDOR_BILLING_MESSAGES,
  type VendorBilling,
  type VendorCardReplace,
  type VendorPlanChange,
} from 'shared/contracts/vendorBilling';
import type { Db } from '../../db/types';
import { ApiError, validationError } from '../../errors';
import { testProvider } from '../payments';
import { throwIfErrors } from '../../platform/fieldChecks';
import { verifyPlanCard } from './planCard';
import { listVendorPlans } from './plans';
import { teamSeats } from '../identity';
import {
  type VendorBillingRow,
  loadVendorBilling,
  loadVendorBillingRow,
  nextBillOn,
} from './vendorBillingOverview';

// The vendor's plan changes and card (/portal/setting/billing and /payment); what the billing
// shows is ./vendorBillingOverview.ts. Each write carries vendors.billing_version: a stale one
// answers 409 with the billing as it is now.
//
// A plan change is not prorated. The platform keeps no chargeable card (the last 4 digits only),
// so nothing can be charged in the middle of a month: the new plan applies at once (its seats too)
// and the change issues the new plan's invoice for the month from the next bill date, due on that
// date. A second change before then voids that invoice (one invoice due per month). The month
// already paid is neither refunded (a downgrade) nor topped up (an upgrade).

/** A write on the billing the owner saw at `version`: the vendor locked, checked, version moved on. */
async function billingWrite(
  db: Db,
  vendorId: number,
  version: number,
  write: (tx: Db, row: VendorBillingRow) => Promise<void>,
): Promise<VendorBilling> {
  let isStale = false;
  await db.transaction(async (tx) => {
    const row = await loadVendorBillingRow(tx, vendorId, true);
    if (!row.complete || row.plan_id === null)
      throw new ApiError(409, 'PLAN.NONE', VENDOR_BILLING_MESSAGES.noPlan);
    if (row.version !== version) {
      isStale = true;
      return;
    }
    await write(tx, row);
    await tx.query(
      'UPDATE vendors SET billing_version = billing_version + 1 WHERE id = $1',
      [vendorId],
    );
  });
  if (isStale)
    throw new ApiError(
      409,
      'CONFLICT',
      BILLING_MESSAGES.stale,
      {},
      { current: await loadVendorBilling(db, vendorId) },
    );
  return loadVendorBilling(db, vendorId);
}

/**
 * Moves the vendor to another plan (up or down). A plan with fewer users than the team holds
 * (active users and open invitations) is refused (409 PLAN.SEATS) and nothing changes. The change
 * issues the new plan's invoice for the month from the next bill date, due then (see above).
 */
export async function changeVendorPlan(
  db: Db,
  vendorId: number,
  body: VendorPlanChange,
): Promise<VendorBilling> {
  const plans = await listVendorPlans(db);
  const plan = plans.find((p) => p.id === body.plan_id);
  if (!plan) throw validationError({ plan_id: BILLING_MESSAGES.unknownPlan });
  return billingWrite(db, vendorId, body.version, async (tx, row) => {
    if (row.plan_id === plan.id)
      throw validationError({ plan_id: VENDOR_BILLING_MESSAGES.samePlan });
    // The vendor row is locked: an invitation waits for the change, and the other way round.
    const seats = await teamSeats(tx, vendorId);
    if (seats.used > plan.users_included)
      throw new ApiError(
        409,
        'PLAN.SEATS',
        VENDOR_BILLING_MESSAGES.tooManyUsers
          .replace('{count}', String(seats.used))
          .replace('{plan}', plan.name)
          .replace(
            '{allowed}',
            `${plan.users_included} ${plan.users_included === 1 ? 'user' : 'users'}`,
          ),
      );
    const from = plans.find((p) => p.id === row.plan_id);
    const billOn = nextBillOn(row.renews_on ?? row.today, row.today);
    await tx.query(
      'UPDATE vendors SET plan_id = $2, plan_renews_on = $3 WHERE id = $1',
      [vendorId, plan.id, billOn],
    );
    await tx.query(
      `UPDATE vendor_plan_invoices SET status = 'void'
       WHERE vendor_id = $1 AND status = 'due' AND period_start = $2`,
      [vendorId, billOn],
    );
    await tx.query(
      `INSERT INTO vendor_plan_invoices (vendor_id, plan_id, kind, description, amount, status,
         period_start, period_end)
       VALUES ($1, $2, 'plan_change', $3, $4, 'due', $5, ($5::date + interval '1 month')::date)`,
      [
        vendorId,
        plan.id,
        `${plan.name} plan${from ? `, changed from ${from.name}` : ''}`,
        plan.monthly_price,
        billOn,
      ],
    );
  });
}

/**
 * Replaces the card the plan is paid with (checked by the payment provider, as the store's): a
 * refused card answers 400 on `card.*` and changes nothing. Only the brand and the last 4 are kept.
 */
export async function replaceVendorCard(
  db: Db,
  vendorId: number,
  body: VendorCardReplace,
): Promise<VendorBilling> {
  throwIfErrors(testProvider.checkCard(body.card));
  return billingWrite(db, vendorId, body.version, async (tx) => {
    const card = await verifyPlanCard({
      paymentId: vendorId,
      idempotencyKey: `vendor-card-${vendorId}-${Date.now()}`,
      card: body.card,
      returnUrl: '/portal/setting/payment',
    });
    await tx.query(
      'UPDATE vendors SET plan_card_brand = $2, plan_card_last4 = $3 WHERE id = $1',
      [vendorId, card.brand, card.last4],
    );
  });
}
