import {
  BILLING_MESSAGES,
  invoiceKindLabel,
  type InvoicePage,
  type InvoiceQuery,
  type StoreInvoice,
} from 'shared/contracts/billing';
import type { Db } from '../db/types';
import { formatDay, formatMoney } from '../downloads/format';
import { field, heading, renderPdf, type PdfOptions } from '../downloads/pdf';
import { notFound } from '../errors';
import { orderBy, pageOf, Where } from './lists';

// The platform's invoices to a store (issue 11, /portal/billing): a server-side paged list and
// each one as a PDF. Another store's invoice id answers 404.

const SELECT = `id, 'INV-' || lpad(id::text, 6, '0') AS number, kind, description,
  amount::text AS amount, status, issued_on, to_char(period_start, 'YYYY-MM-DD') AS period_start,
  to_char(period_end, 'YYYY-MM-DD') AS period_end`;

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

/** A page of the store's invoices, newest first unless asked otherwise. */
export async function listStoreInvoices(
  db: Db,
  storeId: number,
  query: InvoiceQuery,
): Promise<InvoicePage> {
  return pageOf(db, {
    page: query.page,
    pageSize: query.page_size,
    statuses: ['paid', 'due'],
    statusColumn: 'status',
    from: 'store_invoices',
    where: new Where()
      .add('store_id = $?', storeId)
      .search(query.search, [
        'description',
        "'INV-' || lpad(id::text, 6, '0')",
      ]),
    select: SELECT,
    orderBy: orderBy(
      query.ordering,
      { issued_on: 'issued_on', amount: 'amount' },
      '-issued_on',
      'id',
    ),
    map: asInvoice,
  });
}

/** One of the store's invoices; 404 when it is not the store's. */
export async function loadStoreInvoice(
  db: Db,
  storeId: number,
  id: number,
): Promise<StoreInvoice> {
  const [row] = await db.query<InvoiceRow>(
    `SELECT ${SELECT} FROM store_invoices WHERE id = $1 AND store_id = $2`,
    [id, storeId],
  );
  if (!row) throw notFound(BILLING_MESSAGES.invoiceNotFound);
  return asInvoice(row);
}

/** The invoice's file name: 'INV-000042.pdf'. */
export const storeInvoiceFileName = (invoice: StoreInvoice) =>
  `${invoice.number}.pdf`;

/** The invoice as a PDF (the platform bills the store). */
export function storeInvoicePdf(
  invoice: StoreInvoice,
  storeName: string,
  options: PdfOptions = {},
): Promise<Buffer> {
  return renderPdf(
    `Invoice ${invoice.number}`,
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(26).text('Invoice');
      doc.font('Helvetica').fontSize(14).text(`Billed to ${storeName}`);
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
      field(doc, 'Amount', formatMoney(invoice.amount));
      field(doc, 'Status', invoice.status === 'paid' ? 'Paid' : 'Due');
    },
    options,
  );
}
