import {
  billItemLabel,
  type StoreInvoice,
  type StoreInvoiceLine,
} from 'shared/contracts/billing';
import type { Db } from '../../db/types';
import {
  type Column,
  formatDay,
  formatMoney,
  type PdfDoc,
  row,
} from '../downloads';

// The lines of a store's platform invoices (migration 0039): each purchase of plan items
// (extra locations, on /addbillitems or /pay-per-location) is invoiced with its item, quantity,
// period from–to, the days charged of the period's, a month's price and the prorated amount. Plan
// invoices have none.

/** The store's invoices with their lines. */
export async function withStoreInvoiceLines(
  db: Db,
  invoices: StoreInvoice[],
): Promise<StoreInvoice[]> {
  if (invoices.length === 0) return invoices;
  const lines = await db.query<StoreInvoiceLine & { invoice_id: number }>(
    `SELECT invoice_id, item, quantity, unit_amount::text AS unit_amount,
       to_char(period_start, 'YYYY-MM-DD') AS period_start,
       to_char(period_end, 'YYYY-MM-DD') AS period_end, days_charged, days_in_period,
       amount::text AS amount
     FROM store_invoice_lines WHERE invoice_id = ANY($1::int[]) ORDER BY invoice_id, id`,
    [invoices.map((invoice) => invoice.id)],
  );
  return invoices.map((invoice) => ({
    ...invoice,
    lines: lines
      .filter((line) => line.invoice_id === invoice.id)
      .map(({ invoice_id: _invoiceId, ...line }) => line),
  }));
}

/** Draws an invoice's lines as a table at the current position (nothing when it has none). */
export function invoiceLinesTable(
  doc: PdfDoc,
  lines: StoreInvoiceLine[] | undefined,
): void {
  if (!lines?.length) return;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const columns: Column[] = [
    { title: 'Quantity', width: 50, align: 'right' },
    { title: 'Period', width: 130, align: 'left' },
    { title: 'Days', width: 50, align: 'right' },
    { title: 'Month each', width: 70, align: 'right' },
    { title: 'Amount', width: 70, align: 'right' },
  ];
  const used = columns.reduce((sum, c) => sum + c.width + 8, 0);
  columns.unshift({ title: 'Item', width: width - used, align: 'left' });
  let y = row(
    doc,
    columns,
    columns.map((c) => c.title),
    doc.y,
    true,
  );
  for (const line of lines)
    y = row(
      doc,
      columns,
      [
        billItemLabel(line.item),
        String(line.quantity),
        `${formatDay(line.period_start)} to ${formatDay(line.period_end)}`,
        `${line.days_charged} of ${line.days_in_period}`,
        formatMoney(line.unit_amount),
        formatMoney(line.amount),
      ],
      y,
    );
  doc.x = left;
  doc.y = y;
  doc.moveDown(0.5);
}
