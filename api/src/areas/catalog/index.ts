// The catalog area's public face: what other areas may use of it (docs/adr/0034-api-by-area.md).
// Other areas import this file only; the area's own files import each other directly.

export { STATUS_SQL } from './discounts';
export { countDiscountUses, discountConflict } from './discountUses';
export { customerPrices } from './storePriceListsCustomers';
