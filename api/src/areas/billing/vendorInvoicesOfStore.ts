import {
  STORE_VENDOR_INVOICE_MESSAGES,
  type StoreVendorInvoiceListItem,
  type StoreVendorInvoicePage,
  type StoreVendorInvoiceQuery,
} from 'shared/contracts/storeVendorInvoices';
import {
  VENDOR_INVOICE_STATUSES,
  type VendorInvoice,
} from 'shared/contracts/vendorInvoices';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';
import { orderBy, pageOf, Where } from '../../platform/lists';
import { formatCents, toCents } from '../../platform/money';
import { invoiceNo, loadVendorInvoice } from './vendorInvoices';

// The store's view of the invoices its vendors sent it (shared/contracts/storeVendorInvoices): the
// list, and one invoice as its vendor reads it. Only invoices to the caller's store; the store reads
// them (the vendor alone moves an invoice's status).

const FROM = `vendor_invoices i JOIN stores st ON st.id = i.store_id
  JOIN vendors v ON v.id = i.vendor_id`;
const SELECT = `i.id, i.number, i.store_id, st.name AS store_name, i.vendor_id, v.name AS vendor_name,
  i.status, i.issued_on, i.due_on, i.total::text AS total, i.version,
  (SELECT count(*)::int FROM vendor_invoice_items it WHERE it.invoice_id = i.id) AS work_order_count`;
const ORDERINGS = {
  invoice_no: 'i.number',
  issued_on: 'i.issued_on',
  due_on: 'i.due_on',
  total: 'i.total',
  vendor: 'lower(v.name)',
};

interface Row {
  id: number;
  number: number;
  store_id: number;
  store_name: string;
  vendor_id: number;
  vendor_name: string;
  status: StoreVendorInvoiceListItem['status'];
  issued_on: Date;
  due_on: Date | string;
  total: string;
  version: number;
  work_order_count: number;
}

const day = (date: Date | string) =>
  typeof date === 'string'
    ? date.slice(0, 10)
    : date.toISOString().slice(0, 10);

const toItem = (row: Row): StoreVendorInvoiceListItem => ({
  id: row.id,
  invoice_no: invoiceNo(row.number),
  store: { id: row.store_id, name: row.store_name },
  vendor: { id: row.vendor_id, name: row.vendor_name },
  status: row.status,
  issued_on: new Date(row.issued_on).toISOString(),
  due_on: day(row.due_on),
  total: formatCents(toCents(row.total)),
  work_order_count: row.work_order_count,
  version: row.version,
});

/** A page of the invoices the store's vendors sent it (newest first unless sorted), with the status counts. */
export function storeVendorInvoicePage(
  db: Db,
  storeId: number,
  query: StoreVendorInvoiceQuery,
): Promise<StoreVendorInvoicePage> {
  const where = new Where().add('i.store_id = $?', storeId);
  if (query.vendor_id) where.add('i.vendor_id = $?', query.vendor_id);
  where.search(query.search, [
    'v.name',
    `'INV-' || lpad(i.number::text, 5, '0')`,
  ]);
  return pageOf(db, {
    page: query.page,
    pageSize: query.page_size,
    status: query.status,
    statuses: VENDOR_INVOICE_STATUSES,
    statusColumn: 'i.status',
    from: FROM,
    where,
    select: SELECT,
    orderBy: orderBy(query.ordering, ORDERINGS, '-issued_on', 'i.id'),
    map: toItem,
  });
}

/** One invoice a vendor sent the store, as the vendor reads it; 404 when it went to another store. */
export async function loadStoreVendorInvoice(
  db: Db,
  storeId: number,
  id: number,
): Promise<VendorInvoice> {
  const [row] = await db.query<{ vendor_id: number }>(
    'SELECT vendor_id FROM vendor_invoices WHERE id = $1 AND store_id = $2',
    [id, storeId],
  );
  if (!row) throw notFound(STORE_VENDOR_INVOICE_MESSAGES.notFound);
  return loadVendorInvoice(db, row.vendor_id, id);
}
