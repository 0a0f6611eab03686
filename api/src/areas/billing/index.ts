// The billing area's public face: what other areas may use of it (docs/adr/0034-api-by-area.md).
// Other areas import this file only; the area's own files import each other directly.

export { settledRow } from './billItems';
export {
  listPlans,
  listVendorPlans,
  moneyOf,
  monthlyTotalCents,
} from './plans';
export { buyExtraLocations } from './plansExtraLocations';
export { dayOf } from './proration';
