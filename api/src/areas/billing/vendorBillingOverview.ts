import type { VendorBilling } from 'shared/contracts/vendorBilling';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';
import { listVendorPlans } from './plans';
import { teamSeats } from '../identity';

// The vendor's plan, next bill, card and payout account (/portal/setting/billing, /plan
// and /payment). The plan, its payment and the payout account live on the vendors row (migrations
// 0020 and 0037); billing writes carry vendors.billing_version: a stale one answers 409 with the
// billing as it is now. The invoices are storeBillingInvoices.ts's (owner { vendor }).

export interface VendorBillingRow {
  complete: boolean;
  version: number;
  plan_id: number | null;
  renews_on: string | null;
  today: string;
  card_brand: string | null;
  card_last4: string | null;
  payout_kind: 'iban' | 'us' | null;
  payout_account_holder: string | null;
  payout_last4: string | null;
}

export async function loadVendorBillingRow(
  db: Db,
  vendorId: number,
  lock = false,
): Promise<VendorBillingRow> {
  const [row] = await db.query<VendorBillingRow>(
    `SELECT is_onboarding_complete AS complete, billing_version AS version, plan_id,
       to_char(plan_renews_on, 'YYYY-MM-DD') AS renews_on, to_char(current_date, 'YYYY-MM-DD') AS today,
       plan_card_brand AS card_brand, plan_card_last4 AS card_last4, payout_kind,
       payout_account_holder, payout_last4
     FROM vendors WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [vendorId],
  );
  if (!row) throw notFound();
  return row;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The first monthly renewal of `renewsOn` on or after `today` (both 'YYYY-MM-DD'): the next bill
 * while no renewal has run. A day past a month's end is that month's last day (Jan 31 → Feb 28).
 */
export function nextBillOn(renewsOn: string, today: string): string {
  const [year, month, day] = renewsOn.split('-').map(Number) as [
    number,
    number,
    number,
  ];
  for (let n = 0; ; n += 1) {
    const index = month - 1 + n;
    const y = year + Math.floor(index / 12);
    const m = index % 12;
    const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
    const date = `${y}-${pad(m + 1)}-${pad(Math.min(day, last))}`;
    if (date >= today) return date;
  }
}

/** The vendor's plan, next bill, card (brand and last 4), payout account (last 4), seats, plans. */
export async function loadVendorBilling(
  db: Db,
  vendorId: number,
): Promise<VendorBilling> {
  const row = await loadVendorBillingRow(db, vendorId);
  const plans = await listVendorPlans(db);
  const plan = plans.find((p) => p.id === row.plan_id) ?? null;
  return {
    plan,
    plans,
    next_bill_on:
      plan && row.renews_on ? nextBillOn(row.renews_on, row.today) : null,
    next_bill_amount: plan ? plan.monthly_price : null,
    card: row.card_last4
      ? { brand: row.card_brand, last4: row.card_last4 }
      : null,
    payout:
      row.payout_kind && row.payout_last4
        ? {
            kind: row.payout_kind,
            account_holder: row.payout_account_holder ?? '',
            last4: row.payout_last4,
          }
        : null,
    seats: await teamSeats(db, vendorId),
    version: row.version,
  };
}
