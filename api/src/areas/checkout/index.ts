// The checkout area's public file: what other areas use of it, and nothing else
// (docs/adr/0034-api-by-area.md). Estimates place a request for a quote from checkout's cart.

export { EMPTY_CART, resolveBuyer, type Buyer } from './buyer';
export { findIdempotent, idempotencyClaim, sameRequest } from './idempotency';
export { checkContact } from './orderInput';
export { insertLines, snapshotCart } from './orderLines';
