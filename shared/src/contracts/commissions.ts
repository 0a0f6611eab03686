import { Type, type Static } from '@sinclair/typebox';
import { Money } from './repairParts';

// Commissions applied (ADR 0017). A store keeps commission rules per linked vendor
// (shared/contracts/storeVendors: GET/PUT /portal/vendors/:vendor_id/commission-rules). The
// commission is the store's share of the work it sends a vendor: a percentage of the work order's
// vendor amount (its lines' vendor prices times their quantities) that the vendor owes the store.
// When a work order is sent, the first rule whose conditions hold gives it; the work order keeps
// what applied then (a later change of the rules or of the price list does not change it), both
// portals' work order pages show it, and the vendor's invoice deducts the commissions of the work
// orders it bills (VendorInvoice's `commission` and `amount_due`).

/** The commission a work order carries: `null` when no rule applied, or it was sent before commissions. */
export const WorkOrderCommission = Type.Object({
  /** the name of the store's rule that applied */
  rule_name: Type.String(),
  /** the rule's rate in percent, '12.5' */
  rate: Type.String({ pattern: '^\\d{1,3}(\\.\\d{1,2})?$' }),
  /** what it is a percentage of: the work order's vendor amount when it was sent */
  base: Money(),
  /** rate percent of base, rounded half up to the cent */
  amount: Money(),
});
export type WorkOrderCommission = Static<typeof WorkOrderCommission>;
