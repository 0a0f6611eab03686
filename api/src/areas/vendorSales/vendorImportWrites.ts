import {
  vendorOrderLabel,
  type VendorImportResult,
  type VendorLineInput,
} from 'shared/contracts/vendorSales';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/types';
import { insertCustomer } from './vendorSales';
import { insertRecord } from './vendorSalesRecords';

// Writing the orders of a checked import file, inside the import's transaction: each order's
// customer (found by email, or made from the file's first row of the order) and the order.

/** One order of the file, checked: its customer's email (and details when new) and lines. */
export interface ImportedOrder {
  ref: string;
  email: string;
  customer: { first_name: string; last_name: string; phone: string } | null;
  lines: VendorLineInput[];
}

/** Writes the orders; answers each one's id and number, in the file's order. */
export async function writeImportedOrders(
  tx: Db,
  vendorId: number,
  author: Principal,
  fileName: string,
  orders: ImportedOrder[],
): Promise<VendorImportResult['orders']> {
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
      createdBody: `Imported from ${fileName} (${order.ref})`,
      source: 'import',
      author,
    });
    created.push({ id: record.id, order_no: vendorOrderLabel(record.number) });
  }
  return created;
}
