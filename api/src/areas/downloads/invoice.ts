import { PAYMENT_STATUS_LABELS } from 'shared/workflow';
import type { Order } from 'shared/contracts/orders';
import { choicesText, formatDay, formatMoney } from './format';
import {
  BODY,
  BOLD,
  heading,
  renderPdf,
  type PdfDoc,
  type PdfOptions,
} from './pdf';

// The invoice of a sales order: who sold what to whom, the lines with their chosen
// options, the totals, and the extra charges asked since with who asked them.

export interface InvoiceData {
  order: Order;
  store: { name: string };
}

/** 'Unpaid', 'Paid on …', or a refund's words with the day it was paid. */
const paymentLine = (order: Order): string => {
  if (order.payment_status === 'unpaid') return 'Unpaid';
  const day = order.paid_on ? formatDay(order.paid_on) : '';
  if (order.payment_status === 'paid') return `Paid on ${day}`;
  return `${PAYMENT_STATUS_LABELS[order.payment_status]} (paid on ${day})`;
};

/** The invoice's file name: 'invoice-1000042.pdf'. */
export const invoiceFileName = (orderNo: string) => `invoice-${orderNo}.pdf`;

export interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

/** Draws one row of cells from `y`; answers the y under it. */
export function row(
  doc: PdfDoc,
  columns: Column[],
  cells: string[],
  y: number,
  bold = false,
): number {
  doc.font(bold ? BOLD : BODY).fontSize(10);
  const heights = columns.map((column, i) =>
    doc.heightOfString(cells[i] ?? '', { width: column.width }),
  );
  const height = Math.max(...heights);
  let top = y;
  if (top + height > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    top = doc.page.margins.top;
  }
  let x = doc.page.margins.left;
  columns.forEach((column, i) => {
    doc.text(cells[i] ?? '', x, top, {
      width: column.width,
      align: column.align,
    });
    x += column.width + 8;
  });
  return top + height + 6;
}

/** The invoice as a PDF. */
export function invoicePdf(
  { order, store }: InvoiceData,
  options: PdfOptions = {},
): Promise<Buffer> {
  return renderPdf(
    `Invoice ${order.order_no}`,
    (doc) => {
      const left = doc.page.margins.left;
      const width = doc.page.width - left - doc.page.margins.right;
      doc.font(BOLD).fontSize(26).text('Invoice', left, doc.y);
      doc.font(BODY).fontSize(14).text(store.name);
      doc.moveDown(0.5);
      doc.fontSize(11);
      doc.text(`Invoice number: ${order.order_no}`);
      doc.text(`Order number: ${order.order_no}`);
      doc.text(`Date: ${formatDay(order.created_on)}`);
      doc.text(`Payment: ${paymentLine(order)}`);

      heading(doc, 'Billed to');
      doc.font(BODY).fontSize(11);
      const contact = order.contact;
      doc.text(`${contact.first_name} ${contact.last_name}`.trim());
      if (contact.email) doc.text(contact.email);
      if (contact.phone) doc.text(contact.phone);
      const address = order.shipping_address;
      if (address) {
        doc.moveDown(0.3);
        doc.text(
          [
            `${address.first_name} ${address.last_name}`.trim(),
            address.address_line1,
            address.address_line2,
            `${address.city}, ${address.state} ${address.zip}`,
            address.country,
          ]
            .filter(Boolean)
            .join('\n'),
        );
      }

      heading(doc, 'Items');
      const columns: Column[] = [
        { title: 'Service', width: width - 3 * 80 - 24, align: 'left' },
        { title: 'Quantity', width: 80, align: 'right' },
        { title: 'Unit price', width: 80, align: 'right' },
        { title: 'Amount', width: 80, align: 'right' },
      ];
      let y = row(
        doc,
        columns,
        columns.map((column) => column.title),
        doc.y,
        true,
      );
      for (const line of order.lines) {
        const choices = choicesText(line.choices);
        y = row(
          doc,
          columns,
          [
            choices ? `${line.service.name}\n${choices}` : line.service.name,
            String(line.quantity),
            formatMoney(line.unit_price),
            formatMoney(line.line_total),
          ],
          y,
        );
      }
      y += 6;
      const totals: [string, string][] = [
        ['Subtotal', order.subtotal],
        [
          order.carrier ? `Shipping (${order.carrier.name})` : 'Shipping',
          order.shipping,
        ],
        ...(order.insurance
          ? ([
              [`Insurance (${order.insurance.name})`, order.insurance_amount],
            ] as [string, string][])
          : []),
      ];
      // a total's label spans the service and the two number columns before the amount
      const totalColumns: Column[] = [
        { title: '', width: width - 80 - 8, align: 'right' },
        columns[3]!,
      ];
      for (const [label, amount] of totals)
        y = row(doc, totalColumns, [label, formatMoney(amount)], y);
      y = row(doc, totalColumns, ['Total', formatMoney(order.total)], y, true);

      if (order.charges.length > 0) {
        doc.x = left;
        doc.y = y;
        heading(doc, 'Additional and extra charges');
        const chargeColumns: Column[] = [
          { title: 'Reason', width: width - 3 * 80 - 24, align: 'left' },
          { title: 'Requested by', width: 80, align: 'left' },
          { title: 'Status', width: 80, align: 'left' },
          { title: 'Amount', width: 80, align: 'right' },
        ];
        y = row(
          doc,
          chargeColumns,
          chargeColumns.map((column) => column.title),
          doc.y,
          true,
        );
        for (const charge of order.charges)
          y = row(
            doc,
            chargeColumns,
            [
              charge.reason,
              charge.requested_by === 'vendor' ? 'The vendor' : 'The store',
              charge.status === 'paid' ? 'Paid' : 'Unpaid',
              formatMoney(charge.amount),
            ],
            y,
          );
      }
    },
    options,
  );
}
