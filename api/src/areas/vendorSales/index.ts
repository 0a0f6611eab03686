// The vendor sales area's public file: what other areas use of it, and nothing else
// (docs/adr/0034-api-by-area.md). The vendor's own estimates are answered and expired by estimates.

export {
  actorNameOf,
  VENDOR_SALES_MESSAGES,
  VENDOR_SYSTEM,
} from './vendorSales';
export { publishVendorChange } from './vendorSalesLive';
export { convertInside } from './vendorEstimateConvert';
export { loadVendorEstimate, loadVendorSalesOrder } from './vendorSalesLoad';
export { mailVendorCustomer } from './vendorSalesMail';
export { announceVendorStep } from './vendorSalesSteps';
export { lockVendorRecord, moveVendorRecord } from './vendorSalesMoves';
export { insertVendorEvent } from './vendorSalesRecords';
