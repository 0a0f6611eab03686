import {
  IMPORT_COLUMNS,
  MONEY_INPUT_PATTERN,
  PHONE_PATTERN,
  vendorOrderLabel,
  type ImportColumn,
  type ImportRowError,
  type VendorImportResult,
  type VendorLineInput,
} from 'shared/contracts/vendorSales';
import { MESSAGES, NAME_REGEX } from 'shared/validation';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/types';
import { ApiError } from '../../errors';
import { recordImport } from './vendorImports';
import { insertCustomer } from './vendorSales';
import { readRows, UnpackedTooLarge } from '../../platform/spreadsheetFile';
import { insertRecord } from './vendorSalesRecords';

// The vendor's bulk import of sales orders (/portal/sales-order/bulk-salesorder): a CSV or XLSX
// file, one order line per row, the rows of one `order_ref` making one order. Read with exceljs (the
// api's spreadsheet library, which reads CSV through fast-csv). Every cell is checked first; one bad
// row refuses the whole file with the row-level report (row, column, message) and imports nothing.
// Then everything is written in one transaction.

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

type Cells = Record<ImportColumn, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const refusal = (
  rowErrors: ImportRowError[],
  message: string = IMPORT_MESSAGES.refused,
) =>
  new ApiError(
    400,
    'IMPORT_INVALID',
    message,
    { file: message },
    {
      row_errors: rowErrors,
    },
  );

interface ParsedOrder {
  ref: string;
  email: string;
  customer: { first_name: string; last_name: string; phone: string } | null;
  lines: VendorLineInput[];
}

/** Checks every cell; answers the orders to write, or throws the refusal with every row's errors. */
async function parse(
  db: Db,
  vendorId: number,
  rows: string[][],
): Promise<ParsedOrder[]> {
  if (rows.length === 0) throw refusal([], IMPORT_MESSAGES.empty);
  const header = rows[0]!.map((cell) => cell.toLowerCase());
  const missing = IMPORT_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0)
    throw refusal(
      missing.map((column) => ({
        row: 1,
        column,
        message: IMPORT_MESSAGES.missingColumn,
      })),
    );
  if (rows.length === 1) throw refusal([], IMPORT_MESSAGES.empty);
  if (rows.length - 1 > MAX_IMPORT_ROWS)
    throw refusal([], IMPORT_MESSAGES.tooMany);

  const known = new Set(
    (
      await db.query<{ email: string }>(
        'SELECT lower(email) AS email FROM vendor_customers WHERE vendor_id = $1',
        [vendorId],
      )
    ).map((row) => row.email),
  );
  const errors: ImportRowError[] = [];
  const orders = new Map<string, ParsedOrder>();
  const newCustomers = new Set<string>();
  rows.slice(1).forEach((raw, index) => {
    const row = index + 2;
    if (raw.every((cell) => cell === '')) return; // a blank line between orders
    const cells = Object.fromEntries(
      IMPORT_COLUMNS.map((column) => [
        column,
        raw[header.indexOf(column)] ?? '',
      ]),
    ) as Cells;
    const fail = (column: ImportColumn, message: string) =>
      errors.push({ row, column, message });
    const required = (column: ImportColumn) => {
      if (cells[column] === '') fail(column, IMPORT_MESSAGES.required);
      return cells[column] !== '';
    };
    if (required('order_ref') && cells.order_ref.length > 40)
      fail('order_ref', IMPORT_MESSAGES.tooLong(40));
    const email = cells.customer_email.toLowerCase();
    if (
      required('customer_email') &&
      (!EMAIL.test(email) || email.length > 254)
    )
      fail('customer_email', IMPORT_MESSAGES.email);
    const isNew = email !== '' && !known.has(email) && !newCustomers.has(email);
    if (isNew && required('customer_first_name')) newCustomers.add(email);
    if (
      cells.customer_first_name &&
      !NAME_REGEX.test(cells.customer_first_name)
    )
      fail('customer_first_name', IMPORT_MESSAGES.name);
    if (cells.customer_last_name && !NAME_REGEX.test(cells.customer_last_name))
      fail('customer_last_name', IMPORT_MESSAGES.name);
    if (!new RegExp(PHONE_PATTERN).test(cells.customer_phone))
      fail('customer_phone', IMPORT_MESSAGES.phone);
    if (required('description') && cells.description.length > 200)
      fail('description', IMPORT_MESSAGES.tooLong(200));
    const quantity = Number(cells.quantity);
    if (
      required('quantity') &&
      !(/^\d{1,3}$/.test(cells.quantity) && quantity >= 1 && quantity <= 999)
    )
      fail('quantity', IMPORT_MESSAGES.quantity);
    if (
      required('unit_price') &&
      !new RegExp(MONEY_INPUT_PATTERN).test(cells.unit_price)
    )
      fail('unit_price', IMPORT_MESSAGES.price);

    const ref = cells.order_ref;
    const order = orders.get(ref);
    if (order && order.email !== email) {
      fail('customer_email', IMPORT_MESSAGES.otherCustomer(ref));
      return;
    }
    const line = {
      description: cells.description,
      quantity,
      unit_price: cells.unit_price,
    };
    if (order) order.lines.push(line);
    else
      orders.set(ref, {
        ref,
        email,
        customer: isNew
          ? {
              first_name: cells.customer_first_name,
              last_name: cells.customer_last_name,
              phone: cells.customer_phone,
            }
          : null,
        lines: [line],
      });
  });
  if (errors.length > 0) throw refusal(errors);
  if (orders.size === 0) throw refusal([], IMPORT_MESSAGES.empty);
  return [...orders.values()];
}

/**
 * Imports the file's orders, all of them or (any bad row) none, and records the import either way
 * (vendorImports.ts): a refusal is recorded, then answered.
 */
export async function importSalesOrders(
  db: Db,
  vendorId: number,
  author: Principal,
  file: { file_name: string; content: string },
): Promise<VendorImportResult> {
  const record = { vendorId, userId: author.user.id, fileName: file.file_name };
  let orders: ParsedOrder[];
  try {
    orders = await parse(db, vendorId, await readFile(file));
  } catch (error) {
    if (error instanceof ApiError && error.code === 'IMPORT_INVALID')
      await recordImport(db, {
        ...record,
        status: 'refused',
        message: error.message,
        rowErrors: (error.extra.row_errors ?? []) as ImportRowError[],
      });
    throw error;
  }
  return db.transaction(async (tx) => {
    const created: VendorImportResult['orders'] = [];
    const customers = new Map<string, number>();
    for (const order of orders) {
      let customerId = customers.get(order.email);
      if (customerId === undefined) {
        const [existing] = await tx.query<{ id: number }>(
          'SELECT id FROM vendor_customers WHERE vendor_id = $1 AND lower(email) = $2',
          [vendorId, order.email],
        );
        customerId =
          existing?.id ??
          (
            await insertCustomer(tx, vendorId, {
              email: order.email,
              first_name: order.customer?.first_name ?? '',
              last_name: order.customer?.last_name ?? '',
              phone: order.customer?.phone ?? '',
            })
          ).id;
        customers.set(order.email, customerId);
      }
      const record = await insertRecord(tx, 'sales_order', {
        vendorId,
        customerId,
        lines: order.lines,
        createdBody: `Imported from ${file.file_name} (${order.ref})`,
        source: 'import',
        author,
      });
      created.push({
        id: record.id,
        order_no: vendorOrderLabel(record.number),
      });
    }
    await recordImport(tx, {
      ...record,
      status: 'imported',
      orders: created.length,
      rowsImported: orders.reduce((sum, order) => sum + order.lines.length, 0),
    });
    return { imported: created.length, orders: created };
  });
}

/** The file's rows, or the refusal of a file that cannot be read. */
async function readFile(file: {
  file_name: string;
  content: string;
}): Promise<string[][]> {
  try {
    return await readRows(file.file_name, Buffer.from(file.content, 'base64'));
  } catch (error) {
    throw refusal(
      [],
      error instanceof UnpackedTooLarge
        ? IMPORT_MESSAGES.tooBigUnpacked
        : IMPORT_MESSAGES.unreadable,
    );
  }
}
