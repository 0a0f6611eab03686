import {
  VENDOR_INVOICE_MESSAGES,
  VENDOR_INVOICE_STATUSES,
  type VendorInvoice,
  type VendorInvoiceListItem,
  type VendorInvoiceQuery,
} from 'shared/contracts/vendorInvoices';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';
import { invoiceCommission } from '../repair';
import { orderBy, pageOf, Where } from '../../platform/lists';
import { invoiceBillItems } from './vendorBillItemsInvoice';
import { workOrderLabel } from '../../platform/workOrderLabel';
import { iso, isoOrNull, money } from '../../platform/wire';

// The vendor's invoices to stores (shared/contracts/vendorInvoices): the list and one invoice.
// The done work orders a store may still be billed for: billableWorkOrders.ts. Writes:
// vendorInvoiceWrites.ts.

export const invoiceNo = (number: number) =>
  `INV-${String(number).padStart(5, '0')}`;
/** invoiceNo in SQL, of the invoice `i`: what the lists' search matches. */
export const INVOICE_NO_SQL = `'INV-' || lpad(i.number::text, 5, '0')`;
const day = (date: Date | string) =>
  typeof date === 'string'
    ? date.slice(0, 10)
    : date.toISOString().slice(0, 10);

// The list's columns and sort keys; the store's list of its vendors' invoices adds the vendor
// (vendorInvoicesOfStore.ts).
const FROM = 'vendor_invoices i JOIN stores st ON st.id = i.store_id';
export const INVOICE_LIST_SELECT = `i.id, i.number, i.store_id, st.name AS store_name, i.status, i.issued_on, i.due_on,
  i.total::text AS total, i.version,
  (SELECT count(*)::int FROM vendor_invoice_items it WHERE it.invoice_id = i.id) AS work_order_count`;
export const INVOICE_ORDERINGS = {
  invoice_no: 'i.number',
  issued_on: 'i.issued_on',
  due_on: 'i.due_on',
  total: 'i.total',
};

export interface InvoiceListRow {
  id: number;
  number: number;
  store_id: number;
  store_name: string;
  status: VendorInvoiceListItem['status'];
  issued_on: Date;
  due_on: Date | string;
  total: string;
  version: number;
  work_order_count: number;
}

/** A row of the list as the vendor's and the store's lists show it. */
export const toInvoiceListItem = (
  row: InvoiceListRow,
): VendorInvoiceListItem => ({
  id: row.id,
  invoice_no: invoiceNo(row.number),
  store: { id: row.store_id, name: row.store_name },
  status: row.status,
  issued_on: iso(row.issued_on),
  due_on: day(row.due_on),
  total: money(row.total),
  work_order_count: row.work_order_count,
  version: row.version,
});

/** A page of the vendor's invoices (newest first unless sorted), with the status tabs' counts. */
export const vendorInvoicePage = (
  db: Db,
  vendorId: number,
  query: VendorInvoiceQuery,
) => {
  const where = new Where().add('i.vendor_id = $?', vendorId);
  if (query.store_id) where.add('i.store_id = $?', query.store_id);
  where.search(query.search, ['st.name', INVOICE_NO_SQL]);
  return pageOf(db, {
    page: query.page,
    pageSize: query.page_size,
    status: query.status,
    statuses: VENDOR_INVOICE_STATUSES,
    statusColumn: 'i.status',
    from: FROM,
    where,
    select: INVOICE_LIST_SELECT,
    orderBy: orderBy(query.ordering, INVOICE_ORDERINGS, '-invoice_no', 'i.id'),
    map: toInvoiceListItem,
  });
};

/** One invoice of the vendor with its items; 404 when not theirs. */
export async function loadVendorInvoice(
  db: Db,
  vendorId: number,
  id: number,
): Promise<VendorInvoice> {
  const [row] = await db.query<
    InvoiceListRow & {
      note: string;
      paid_on: Date | null;
      voided_on: Date | null;
      vendor_id: number;
      vendor_name: string;
      vendor_tax_id: string;
      footer: string;
    }
  >(
    `SELECT ${INVOICE_LIST_SELECT}, i.note, i.paid_on, i.voided_on, v.id AS vendor_id, v.name AS vendor_name,
       i.vendor_tax_id, i.footer
     FROM ${FROM} JOIN vendors v ON v.id = i.vendor_id WHERE i.id = $1 AND i.vendor_id = $2`,
    [id, vendorId],
  );
  if (!row) throw notFound(VENDOR_INVOICE_MESSAGES.notFound);
  const items = await db.query<{
    work_order_id: number;
    work_order_no: string;
    order_no: string;
    description: string;
    amount: string;
    commission: string;
  }>(
    `SELECT it.work_order_id, w.work_order_no, so.order_no, it.description, it.amount::text AS amount,
       coalesce(w.commission_amount, 0)::text AS commission
     FROM vendor_invoice_items it JOIN work_orders w ON w.id = it.work_order_id
       JOIN sales_orders so ON so.id = w.sales_order_id
     WHERE it.invoice_id = $1 ORDER BY it.position`,
    [id],
  );
  return {
    ...toInvoiceListItem(row),
    note: row.note,
    paid_on: isoOrNull(row.paid_on),
    voided_on: isoOrNull(row.voided_on),
    vendor: {
      id: row.vendor_id,
      name: row.vendor_name,
      tax_id: row.vendor_tax_id,
    },
    footer: row.footer,
    bill_items: await invoiceBillItems(db, id),
    items: items.map((item) => ({
      work_order_id: item.work_order_id,
      work_order_label: workOrderLabel(item.work_order_no),
      order_no: item.order_no,
      description: item.description,
      amount: money(item.amount),
      commission: money(item.commission),
    })),
    // ADR 0017: the store's commissions on the billed work orders are deducted.
    ...invoiceCommission(
      row.total,
      items.map((item) => item.commission),
    ),
  };
}
