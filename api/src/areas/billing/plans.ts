import type { Plan } from 'shared/contracts/onboarding';
import type { VendorPlan } from 'shared/contracts/vendorOnboarding';
import type { Db } from '../../db/types';

// The platform's plans (rows of migration 0014) and what a plan costs a month.

/** The active plans, cheapest first. */
export async function listPlans(db: Db): Promise<Plan[]> {
  return db.query<Plan>(
    `SELECT id, name, monthly_price::text AS monthly_price, locations_included,
       price_per_extra_location::text AS price_per_extra_location
     FROM plans WHERE is_active ORDER BY sequence, id`,
  );
}

const cents = (money: string) => Math.round(Number(money) * 100);

/** The month's total in cents: the plan plus each location beyond those included. */
export function monthlyTotalCents(
  plan: Plan | undefined,
  extraLocations: number,
): number {
  if (!plan) return 0;
  return (
    cents(plan.monthly_price) +
    extraLocations * cents(plan.price_per_extra_location)
  );
}

/** Cents as the wire's decimal string ('29.00'). */
export const moneyOf = (totalCents: number): string =>
  (totalCents / 100).toFixed(2);

/** The vendor plans, cheapest first. */
export async function listVendorPlans(db: Db): Promise<VendorPlan[]> {
  return db.query<VendorPlan>(
    `SELECT id, name, description, monthly_price::text AS monthly_price, users_included
     FROM vendor_plans ORDER BY sequence`,
  );
}
