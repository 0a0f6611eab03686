import { IMPORT_COLUMNS } from 'shared/contracts/vendorSales';
import { MESSAGES } from 'shared/validation';

// What the vendor's bulk import of sales orders answers, and the template it offers.

export const MAX_IMPORT_ROWS = 1000;

export const IMPORT_MESSAGES = {
  refused:
    'Nothing was imported: fix the rows below and upload the file again.',
  unreadable:
    'This file could not be read. Upload a CSV or XLSX file made from the template.',
  empty: 'The file has no order lines.',
  tooMany: `The file has more than ${MAX_IMPORT_ROWS} order lines. Split it into smaller files.`,
  tooBigUnpacked:
    'This XLSX file unpacks to more than 20 MB. Save the orders into a new file from the template.',
  missingColumn: 'This column is missing from the header row.',
  required: 'This field is required.',
  email: 'Enter a valid email address.',
  name: MESSAGES.name,
  phone: 'Please enter a valid phone number',
  quantity: 'Enter a whole number from 1 to 999.',
  price: 'Please enter a valid amount with at most 2 decimals',
  tooLong: (limit: number) =>
    `Ensure this field has no more than ${limit} characters.`,
  otherCustomer: (ref: string) =>
    `Order ${ref} already has another customer email in an earlier row.`,
} as const;

/** The template's rows (header and two lines of one order, one of another). */
export const IMPORT_TEMPLATE = [
  IMPORT_COLUMNS.join(','),
  'A-1,jo.walker@example.com,Jo,Walker,+1 217 555 0101,Ring resize,1,45.00',
  'A-1,jo.walker@example.com,Jo,Walker,+1 217 555 0101,Polish,2,12.50',
  'A-2,sam.lee@example.com,Sam,Lee,,Watch battery,1,15.00',
].join('\r\n');
