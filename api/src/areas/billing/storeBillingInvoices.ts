import {
  BILLING_MESSAGES,
  invoiceKindLabel,
  type InvoicePage,
  type InvoiceQuery,
  type StoreInvoice,
} from 'shared/contracts/billing';
import {
  planInvoiceStatusLabel,
  VENDOR_PLAN_INVOICE_STATUSES,
} from 'shared/contracts/vendorBilling';
import type { Db } from '../../db/types';
import {
  field,
  formatDay,
  formatMoney,
  heading,
  type PdfOptions,
  renderPdf,
} from '../downloads';
import { notFound } from '../../errors';
import { invoiceLinesTable, withStoreInvoiceLines } from './billItemsInvoices';
import { orderBy, pageOf, Where } from '../../platform/lists';

// The platform's invoices to its customers: a store (/portal/billing) or a vendor
// (/portal/setting/billing). One record, one paged list and one PDF for both owners;
// each owner's rows live in its own table with its own numbers ('INV-000042' for a store,
// 'PLN-000042' for a vendor, so a vendor never mixes them up with its own invoices to stores).
// Another owner's invoice id answers 404.

/** Whose invoices: a store's or a vendor's. */
export type BillingOwner = { store: number } | { vendor: number };

interface Source {
  table: string;
  column: string;
  prefix: string;
  statuses: readonly string[];
}

const SOURCES: Record<'store' | 'vendor', Source> = {
  store: {
    table: 'store_invoices',
    column: 'store_id',
    prefix: 'INV-',
    statuses: ['paid', 'due'],
  },
  vendor: {
    table: 'vendor_plan_invoices',
    column: 'vendor_id',
    prefix: 'PLN-',
    statuses: VENDOR_PLAN_INVOICE_STATUSES,
  },
};

const sourceOf = (owner: BillingOwner): [Source, number] =>
  'store' in owner
    ? [SOURCES.store, owner.store]
    : [SOURCES.vendor, owner.vendor];

const numberSql = (source: Source) =>
  `'${source.prefix}' || lpad(id::text, 6, '0')`;

const selectOf = (source: Source) => `id, ${numberSql(source)} AS number, kind,
  description, amount::text AS amount, status, issued_on,
  to_char(period_start, 'YYYY-MM-DD') AS period_start, to_char(period_end, 'YYYY-MM-DD') AS period_end`;

type InvoiceRow = Omit<StoreInvoice, 'issued_on'> & {
  issued_on: string | Date;
};

const asInvoice = (row: InvoiceRow): StoreInvoice => ({
  ...row,
  issued_on:
    row.issued_on instanceof Date
      ? row.issued_on.toISOString()
      : String(row.issued_on),
});

/** A page of the owner's invoices, newest first unless asked otherwise. */
export async function listBillingInvoices(
  db: Db,
  owner: BillingOwner,
  query: InvoiceQuery,
): Promise<InvoicePage> {
  const [source, id] = sourceOf(owner);
  return pageOf(db, {
    page: query.page,
    pageSize: query.page_size,
    statuses: source.statuses,
    statusColumn: 'status',
    from: source.table,
    where: new Where()
      .add(`${source.column} = $?`, id)
      .search(query.search, ['description', numberSql(source)]),
    select: selectOf(source),
    orderBy: orderBy(
      query.ordering,
      { issued_on: 'issued_on', amount: 'amount' },
      '-issued_on',
      'id',
    ),
    map: asInvoice,
  });
}

/** One of the owner's invoices; 404 when it is not the owner's. */
export async function loadBillingInvoice(
  db: Db,
  owner: BillingOwner,
  id: number,
): Promise<StoreInvoice> {
  const [source, ownerId] = sourceOf(owner);
  const [row] = await db.query<InvoiceRow>(
    `SELECT ${selectOf(source)} FROM ${source.table} WHERE id = $1 AND ${source.column} = $2`,
    [id, ownerId],
  );
  if (!row) throw notFound(BILLING_MESSAGES.invoiceNotFound);
  return asInvoice(row);
}

/** The invoice's file name: 'INV-000042.pdf'. */
export const billingInvoiceFileName = (invoice: StoreInvoice) =>
  `${invoice.number}.pdf`;

/** The invoice as a PDF (the platform bills `billedTo`, a store or a vendor). */
export function billingInvoicePdf(
  invoice: StoreInvoice,
  billedTo: string,
  options: PdfOptions = {},
): Promise<Buffer> {
  return renderPdf(
    `Invoice ${invoice.number}`,
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(26).text('Invoice');
      doc.font('Helvetica').fontSize(14).text(`Billed to ${billedTo}`);
      doc.moveDown(0.5);
      field(doc, 'Invoice number', invoice.number);
      field(doc, 'Date', formatDay(invoice.issued_on));
      field(
        doc,
        'Period',
        `${formatDay(invoice.period_start)} to ${formatDay(invoice.period_end)}`,
      );
      heading(doc, invoiceKindLabel(invoice.kind));
      doc.font('Helvetica').fontSize(11).text(invoice.description);
      doc.moveDown(0.5);
      invoiceLinesTable(doc, invoice.lines);
      field(doc, 'Amount', formatMoney(invoice.amount));
      field(doc, 'Status', planInvoiceStatusLabel(invoice.status));
    },
    options,
  );
}

/** A page of the store's invoices (the store portal's billing page), with their lines. */
export async function listStoreInvoices(
  db: Db,
  storeId: number,
  query: InvoiceQuery,
): Promise<InvoicePage> {
  const page = await listBillingInvoices(db, { store: storeId }, query);
  return { ...page, results: await withStoreInvoiceLines(db, page.results) };
}

/** One of the store's invoices, with its lines; 404 when it is not the store's. */
export async function loadStoreInvoice(
  db: Db,
  storeId: number,
  id: number,
): Promise<StoreInvoice> {
  const invoice = await loadBillingInvoice(db, { store: storeId }, id);
  const [withLines] = await withStoreInvoiceLines(db, [invoice]);
  return withLines!;
}

export const storeInvoiceFileName = billingInvoiceFileName;
export const storeInvoicePdf = billingInvoicePdf;
