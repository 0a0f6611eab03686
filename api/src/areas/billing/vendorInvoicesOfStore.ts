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
import {
  INVOICE_LIST_SELECT,
  INVOICE_NO_SQL,
  INVOICE_ORDERINGS,
  loadVendorInvoice,
  toInvoiceListItem,
  type InvoiceListRow,
} from './vendorInvoices';

// The store's view of the invoices its vendors sent it (shared/contracts/storeVendorInvoices): the
// list, and one invoice as its vendor reads it. Only invoices to the caller's store; the store reads
// them (the vendor alone moves an invoice's status).

const FROM = `vendor_invoices i JOIN stores st ON st.id = i.store_id
  JOIN vendors v ON v.id = i.vendor_id`;
const SELECT = `${INVOICE_LIST_SELECT}, i.vendor_id, v.name AS vendor_name`;
const ORDERINGS = { ...INVOICE_ORDERINGS, vendor: 'lower(v.name)' };

type Row = InvoiceListRow & { vendor_id: number; vendor_name: string };

/** The vendor's list item with the vendor who sent it. */
const toItem = (row: Row): StoreVendorInvoiceListItem => ({
  ...toInvoiceListItem(row),
  vendor: { id: row.vendor_id, name: row.vendor_name },
});

/** A page of the invoices the store's vendors sent it (newest first unless sorted), with the status counts. */
export function storeVendorInvoicePage(
  db: Db,
  storeId: number,
  query: StoreVendorInvoiceQuery,
): Promise<StoreVendorInvoicePage> {
  const where = new Where().add('i.store_id = $?', storeId);
  if (query.vendor_id) where.add('i.vendor_id = $?', query.vendor_id);
  where.search(query.search, ['v.name', INVOICE_NO_SQL]);
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
