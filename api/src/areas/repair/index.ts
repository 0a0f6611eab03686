// The repair area's public file: what other areas use of it, and nothing else
// (docs/adr/0034-api-by-area.md). Repair sits on orders and payments; billing invoices its
// commissions.

export { invoiceCommission } from './commissionWorkOrders';
