// The vendors area's public face: what other areas may use of it (docs/adr/0034-api-by-area.md).
// Other areas import this file only; the area's own files import each other directly.

export { assertLinkedStore } from './linkedStore';
export { storeVendorScope } from './storeVendors';
export {
  addressParams,
  checkVendorAddress,
  checkVendorSignup,
  SIGNUP_MESSAGES,
  vendorEmailTaken,
} from './vendorChecks';
export {
  publishInsuranceChange,
  publishVendorInvoiceChange,
} from './vendorManagementLive';
