import type { VendorInvoice } from 'shared/contracts/vendorInvoices';
import { statusLabel, VENDOR_INVOICE } from 'shared/workflow';
import { formatDay, formatMoney } from './format';
import { row, type Column } from './invoice';
import { BODY, heading, renderPdf, titleBlock, type PdfOptions } from './pdf';

// A vendor's invoice to a store: who bills whom, the work orders with their amounts, the
// total, the due date and the status.

/** The file name: 'invoice-INV-00001.pdf'. */
export const vendorInvoiceFileName = (invoiceNo: string) =>
  `invoice-${invoiceNo}.pdf`;

/** The invoice as a PDF. */
export function vendorInvoicePdf(
  invoice: VendorInvoice,
  options: PdfOptions = {},
): Promise<Buffer> {
  return renderPdf(
    `Invoice ${invoice.invoice_no}`,
    (doc) => {
      const left = doc.page.margins.left;
      const width = doc.page.width - left - doc.page.margins.right;
      const paid =
        invoice.status === 'paid' ? ` on ${formatDay(invoice.paid_on)}` : '';
      titleBlock(
        doc,
        'Invoice',
        {
          name: invoice.vendor.name,
          details: invoice.vendor.tax_id
            ? [`Tax id: ${invoice.vendor.tax_id}`]
            : [],
        },
        [
          `Invoice number: ${invoice.invoice_no}`,
          `Issued: ${formatDay(invoice.issued_on)}`,
          `Due: ${formatDay(invoice.due_on)}`,
          `Status: ${statusLabel(VENDOR_INVOICE, invoice.status)}${paid}`,
        ],
      );

      heading(doc, 'Billed to');
      doc.font(BODY).fontSize(11).text(invoice.store.name);

      heading(doc, 'Work orders');
      const columns: Column[] = [
        { title: 'Work order', width: 110, align: 'left' },
        { title: 'Services', width: width - 110 - 90 - 16, align: 'left' },
        { title: 'Amount', width: 90, align: 'right' },
      ];
      let y = row(
        doc,
        columns,
        columns.map((c) => c.title),
        doc.y,
        true,
      );
      for (const item of invoice.items)
        y = row(
          doc,
          columns,
          [
            `${item.work_order_label}\nOrder ${item.order_no}`,
            item.description,
            formatMoney(item.amount),
          ],
          y,
        );
      // The extra bill items (vendorBillItems.ts), after the work orders.
      for (const item of invoice.bill_items ?? [])
        y = row(
          doc,
          columns,
          [
            'Extra item',
            `${item.description}\n${item.quantity} × ${formatMoney(item.unit_price)}`,
            formatMoney(item.amount),
          ],
          y,
        );
      const totalColumns: Column[] = [
        { title: '', width: width - 90 - 8, align: 'right' },
        columns[2]!,
      ];
      y = row(
        doc,
        totalColumns,
        ['Total', formatMoney(invoice.total)],
        y + 6,
        true,
      );
      // ADR 0017: the store's commission on the billed work orders is deducted.
      if (invoice.commission && invoice.commission !== '0.00') {
        y = row(
          doc,
          totalColumns,
          [
            `Commission to ${invoice.store.name}`,
            `-${formatMoney(invoice.commission)}`,
          ],
          y,
        );
        y = row(
          doc,
          totalColumns,
          ['Amount due', formatMoney(invoice.amount_due ?? invoice.total)],
          y,
          true,
        );
      }
      if (invoice.note) {
        doc.x = left;
        doc.y = y;
        heading(doc, 'Note');
        doc.font(BODY).fontSize(11).text(invoice.note, { width });
      }
      if (invoice.footer) {
        doc.moveDown(1);
        doc.font(BODY).fontSize(9).text(invoice.footer, left, doc.y, { width });
      }
    },
    options,
  );
}
