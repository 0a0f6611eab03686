import type { ShippingRate } from 'shared/contracts/checkout';
import type { Db } from '../../db/types';
import { toCents } from '../../platform/money';
import { carrierName } from '../orders';
import { money } from '../../platform/wire';

// The store's shipping rates per carrier and the insurance price of an order (integer cents).

export async function shippingRates(
  db: Db,
  storeId: number,
): Promise<ShippingRate[]> {
  const rows = await db.query<{ carrier_id: number; price: string }>(
    'SELECT carrier_id, price::text AS price FROM shipping_rates WHERE store_id = $1 ORDER BY carrier_id',
    [storeId],
  );
  return rows.map((row) => ({
    carrier_id: row.carrier_id,
    carrier_name: carrierName(row.carrier_id),
    price: money(row.price),
  }));
}

/**
 * The shipping price in cents for a carrier: the store's rate of exactly that carrier id, else
 * (ids other than 1 and 2 all mean UPS) the store's UPS rate; null when the store has none.
 */
export async function shippingCentsFor(
  db: Db,
  storeId: number,
  carrierId: number,
): Promise<number | null> {
  const rates = await db.query<{ carrier_id: number; price: string }>(
    'SELECT carrier_id, price::text AS price FROM shipping_rates WHERE store_id = $1 ORDER BY carrier_id',
    [storeId],
  );
  const exact = rates.find((rate) => rate.carrier_id === carrierId);
  const ups =
    carrierId > 2 ? rates.find((rate) => rate.carrier_id > 2) : undefined;
  const rate = exact ?? ups;
  return rate ? toCents(rate.price) : null;
}

export interface InsurancePlan {
  id: number;
  name: string;
  cents: number;
}

/**
 * An active plan of the store priced for this subtotal: rate % of the subtotal rounded to the
 * cent, or its fixed price. Null when the id is not an active plan of the store.
 */
export async function insuranceFor(
  db: Db,
  storeId: number,
  insuranceId: number,
  subtotalCents: number,
): Promise<InsurancePlan | null> {
  const rows = await db.query<{
    id: number;
    name: string;
    rate: string | null;
    price: string | null;
  }>(
    `SELECT id, name, rate::text AS rate, price::text AS price FROM insurances
     WHERE id = $1 AND store_id = $2 AND is_active`,
    [insuranceId, storeId],
  );
  const plan = rows[0];
  if (!plan) return null;
  // rate "2.50" = 250 hundredths of a percent: cents × 250 / 10000.
  const cents =
    plan.rate !== null
      ? Math.round((subtotalCents * toCents(plan.rate)) / 10000)
      : toCents(plan.price ?? '0');
  return { id: plan.id, name: plan.name, cents };
}
