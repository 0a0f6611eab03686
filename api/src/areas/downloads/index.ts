// The downloads area's public face: what other areas may use of it (docs/adr/0034-api-by-area.md).
// Other areas import this file only; the area's own files import each other directly.

export {
  estimateFileName,
  estimatePdf,
  type EstimatePdfData,
} from './estimate';
export { fileAnswer, sendFile } from './fileAnswer';
export { choicesText, formatDay, formatMoney, isoDay } from './format';
export { vendorOrigin } from './hosts';
export { type Column, invoiceFileName, invoicePdf, row } from './invoice';
export {
  BODY,
  BOLD,
  field,
  heading,
  type PdfDoc,
  type PdfOptions,
  renderPdf,
} from './pdf';
export { qrPng } from './qr';
export { vendorInvoiceFileName, vendorInvoicePdf } from './vendorInvoice';
export { ordersXlsx, type XlsxColumn } from './xlsx';
