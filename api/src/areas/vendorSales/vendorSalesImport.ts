import {
  IMPORT_COLUMNS,
  MONEY_INPUT_PATTERN,
  PHONE_PATTERN,
  type ImportColumn,
  type ImportRowError,
  type VendorImportResult,
} from 'shared/contracts/vendorSales';
import { NAME_REGEX } from 'shared/validation';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/types';
import { ApiError } from '../../errors';
import { recordImport } from './vendorImports';
import { checkedHeader, readImportFile, refusal } from './vendorImportFile';
import { IMPORT_MESSAGES } from './vendorImportMessages';
import { writeImportedOrders, type ImportedOrder } from './vendorImportWrites';
import { isEmail } from '../../platform/fieldChecks';

// The vendor's bulk import of sales orders (/portal/sales-order/bulk-salesorder): a CSV or XLSX
// file, one order line per row, the rows of one `order_ref` making one order. Read with exceljs (the
// api's spreadsheet library, which reads CSV through fast-csv). Every cell is checked first; one bad
// row refuses the whole file with the row-level report (row, column, message) and imports nothing.
// Then everything is written in one transaction.

export {
  IMPORT_MESSAGES,
  IMPORT_TEMPLATE,
  MAX_IMPORT_ROWS,
} from './vendorImportMessages';

type Cells = Record<ImportColumn, string>;

/** Checks every cell; answers the orders to write, or throws the refusal with every row's errors. */
async function parse(
  db: Db,
  vendorId: number,
  rows: string[][],
): Promise<ImportedOrder[]> {
  const header = checkedHeader(rows);

  const known = new Set(
    (
      await db.query<{ email: string }>(
        'SELECT lower(email) AS email FROM vendor_customers WHERE vendor_id = $1',
        [vendorId],
      )
    ).map((row) => row.email),
  );
  const errors: ImportRowError[] = [];
  const orders = new Map<string, ImportedOrder>();
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
    if (required('customer_email') && (!isEmail(email) || email.length > 254))
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
  let orders: ImportedOrder[];
  try {
    orders = await parse(db, vendorId, await readImportFile(file));
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
    const created = await writeImportedOrders(
      tx,
      vendorId,
      author,
      file.file_name,
      orders,
    );
    await recordImport(tx, {
      ...record,
      status: 'imported',
      orders: created.length,
      rowsImported: orders.reduce((sum, order) => sum + order.lines.length, 0),
    });
    return { imported: created.length, orders: created };
  });
}
