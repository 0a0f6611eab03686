import { ROLES } from '../../auth/permissions';
import type { PublicUrlConfig } from '../../config';
import type { Db } from '../../db/types';
import { settledRow } from './billItems';
import { storeBillingLink, vendorBillingLink } from './billingLinks';
import { listPlans, moneyOf, monthlyTotalCents } from './plans';

// Who renews a plan: a store (store_onboarding.renews_on, the platform's plans, extra locations)
// or a vendor (vendors.plan_renews_on, the vendor plans), as ./planRenewals.ts uses them.

export interface Due {
  id: number;
  name: string;
  renews_on: string;
  /** the bill date after this one: the month billed ends there */
  next_on: string;
  plan_name: string;
  amount_cents: number;
  card_brand: string | null;
  card_last4: string | null;
}

export interface Party {
  kind: 'store' | 'vendor';
  /** The ids whose bill date has come. */
  dueIds(db: Db): Promise<number[]>;
  /** The row locked, when its bill date has still come (null: renewed meanwhile). */
  lockDue(tx: Db, id: number): Promise<Due | null>;
  /** The invoice of the month starting `day` (the one a plan change issued, else a new one). */
  invoiceFor(tx: Db, due: Due): Promise<number>;
  settle(
    tx: Db,
    invoiceId: number,
    paid: boolean,
    ref: string | null,
  ): Promise<void>;
  moveOn(tx: Db, due: Due): Promise<void>;
  owners(tx: Db, id: number): Promise<string[]>;
  /** The billing page of the owner's portal, for the renewal mail. */
  billingLink(tx: Db, id: number, publicUrl: PublicUrlConfig): Promise<string>;
}

const MONTH = `interval '1 month'`;

/** Marks a renewal's invoice paid or failed, with the processor's reference. */
const settleIn =
  (table: 'store_invoices' | 'vendor_plan_invoices'): Party['settle'] =>
  async (tx, invoiceId, paid, ref) => {
    await tx.query(
      `UPDATE ${table} SET status = $2, payment_ref = $3 WHERE id = $1`,
      [invoiceId, paid ? 'paid' : 'failed', ref],
    );
  };

/** The active owners' addresses of a store or a vendor. */
const ownersBy =
  (column: 'store_id' | 'vendor_id', role: number): Party['owners'] =>
  async (tx, id) => {
    const rows = await tx.query<{ email: string }>(
      `SELECT email FROM users WHERE ${column} = $1 AND role_id = $2 AND is_active ORDER BY id`,
      [id, role],
    );
    return rows.map((r) => r.email);
  };

export const stores: Party = {
  kind: 'store',
  async dueIds(db) {
    const rows = await db.query<{ id: number }>(
      `SELECT store_id AS id FROM store_onboarding
       WHERE plan_id IS NOT NULL AND renews_on <= current_date ORDER BY renews_on LIMIT 100`,
    );
    return rows.map((r) => r.id);
  },
  async lockDue(tx, id) {
    const [row] = await tx.query<
      Omit<Due, 'amount_cents' | 'plan_name'> & {
        plan_id: number;
        extra_locations: number;
        locations_leaving: number;
        leaving_on: string | null;
      }
    >(
      `SELECT o.store_id AS id, s.name, to_char(o.renews_on, 'YYYY-MM-DD') AS renews_on,
         to_char(o.renews_on + ${MONTH}, 'YYYY-MM-DD') AS next_on,
         o.plan_id, coalesce(o.extra_locations, 0) AS extra_locations,
         coalesce(o.locations_leaving, 0) AS locations_leaving,
         to_char(o.locations_leaving_on, 'YYYY-MM-DD') AS leaving_on,
         o.plan_card_brand AS card_brand, o.plan_card_last4 AS card_last4
       FROM store_onboarding o JOIN stores s ON s.id = o.store_id
       WHERE o.store_id = $1 AND o.plan_id IS NOT NULL AND o.renews_on <= current_date
       FOR UPDATE OF o`,
      [id],
    );
    if (!row) return null;
    const plan = (await listPlans(tx)).find((p) => p.id === row.plan_id);
    // The locations leaving by the bill date are no longer billed from it.
    const settled = settledRow(row, row.renews_on);
    return {
      ...row,
      plan_name: plan?.name ?? 'Plan',
      amount_cents: monthlyTotalCents(plan, settled.extra_locations),
    };
  },
  async invoiceFor(tx, due) {
    const [planned] = await tx.query<{ id: number }>(
      `SELECT id FROM store_invoices WHERE store_id = $1 AND status = 'due' AND period_start = $2
       ORDER BY id DESC LIMIT 1`,
      [due.id, due.renews_on],
    );
    if (planned) return planned.id;
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO store_invoices (store_id, kind, description, amount, status, period_start, period_end)
       VALUES ($1, 'plan', $2, $3, 'due', $4, ($4::date + ${MONTH})::date) RETURNING id`,
      [
        due.id,
        `${due.plan_name} plan, renewal`,
        moneyOf(due.amount_cents),
        due.renews_on,
      ],
    );
    return row!.id;
  },
  settle: settleIn('store_invoices'),
  async moveOn(tx, due) {
    await tx.query(
      `UPDATE store_onboarding SET renews_on = (renews_on + ${MONTH})::date, updated_on = now()
       WHERE store_id = $1`,
      [due.id],
    );
  },
  owners: ownersBy('store_id', ROLES.storeOwner),
  billingLink: storeBillingLink,
};

export const vendors: Party = {
  kind: 'vendor',
  async dueIds(db) {
    const rows = await db.query<{ id: number }>(
      `SELECT id FROM vendors WHERE plan_id IS NOT NULL AND plan_renews_on <= current_date
       ORDER BY plan_renews_on LIMIT 100`,
    );
    return rows.map((r) => r.id);
  },
  async lockDue(tx, id) {
    const [row] = await tx.query<Due>(
      `SELECT v.id, v.name, to_char(v.plan_renews_on, 'YYYY-MM-DD') AS renews_on,
         to_char(v.plan_renews_on + ${MONTH}, 'YYYY-MM-DD') AS next_on,
         p.name AS plan_name, round(p.monthly_price * 100)::int AS amount_cents,
         v.plan_card_brand AS card_brand, v.plan_card_last4 AS card_last4
       FROM vendors v JOIN vendor_plans p ON p.id = v.plan_id
       WHERE v.id = $1 AND v.plan_renews_on <= current_date FOR UPDATE OF v`,
      [id],
    );
    return row ?? null;
  },
  async invoiceFor(tx, due) {
    const [planned] = await tx.query<{ id: number; cents: number }>(
      `SELECT id, round(amount * 100)::int AS cents FROM vendor_plan_invoices
       WHERE vendor_id = $1 AND status = 'due' AND period_start = $2 ORDER BY id DESC LIMIT 1`,
      [due.id, due.renews_on],
    );
    if (planned) {
      due.amount_cents = planned.cents;
      return planned.id;
    }
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO vendor_plan_invoices (vendor_id, plan_id, kind, description, amount, status,
         period_start, period_end)
       SELECT $1, plan_id, 'plan', $2, $3, 'due', $4, ($4::date + ${MONTH})::date
       FROM vendors WHERE id = $1 RETURNING id`,
      [
        due.id,
        `${due.plan_name} plan, renewal`,
        moneyOf(due.amount_cents),
        due.renews_on,
      ],
    );
    return row!.id;
  },
  settle: settleIn('vendor_plan_invoices'),
  async moveOn(tx, due) {
    await tx.query(
      `UPDATE vendors SET plan_renews_on = (plan_renews_on + ${MONTH})::date WHERE id = $1`,
      [due.id],
    );
  },
  owners: ownersBy('vendor_id', ROLES.vendorOwner),
  billingLink: (_tx, _id, publicUrl) =>
    Promise.resolve(vendorBillingLink(publicUrl)),
};
