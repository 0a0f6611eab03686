// The identity area's public face: what other areas may use of it (docs/adr/0034-api-by-area.md).
// Other areas import this file only; the area's own files import each other directly.

export { customerOf } from './customerCaller';
export { customerEmail } from './customerEmail';
export { recordCustomer } from './customers';
export { loginResponseFor } from './login';
export { sessionPayload } from './session';
export { portalOrigin } from './staffInvitations';
export { customerScope } from './storeCustomers';
export { vendorName } from './vendorName';
export { teamSeats } from './vendorTeamSeats';
