import type { WorkOrder } from 'shared/contracts/repair';
import { workOrderLabel } from '../../platform/workOrderLabel';
import {
  BODY,
  BOLD,
  choicesText,
  field,
  formatDay,
  heading,
  type PdfOptions,
  qrPng,
  renderPdf,
} from '../downloads';

// The job envelope: the paper that travels with the piece from the store to the vendor's
// bench. The vendor scans its QR code with a phone and lands on the job
// (/scan-work-instructions/{store_id}/{vendor_id}/{order_no} on the vendor host).

export interface EnvelopeData {
  workOrder: Pick<
    WorkOrder,
    | 'work_order_no'
    | 'sales_order'
    | 'store'
    | 'vendor'
    | 'location'
    | 'due_date'
    | 'customer_label'
    | 'lines'
    | 'instructions'
  >;
  /** The absolute scan URL the QR code carries. */
  scanUrl: string;
}

const QR_SIZE = 150;

/** The envelope's file name: 'envelope-WO-1000042-1.pdf'. */
export const envelopeFileName = (workOrderNo: string) =>
  `envelope-${workOrderLabel(workOrderNo)}.pdf`;

/** The job envelope as a PDF: the work order's number large, the piece, the instructions, the QR code. */
export async function envelopePdf(
  { workOrder, scanUrl }: EnvelopeData,
  options: PdfOptions = {},
): Promise<Buffer> {
  const qr = await qrPng(scanUrl);
  const label = workOrderLabel(workOrder.work_order_no);
  return renderPdf(
    `Job envelope ${label}`,
    (doc) => {
      const left = doc.page.margins.left;
      const top = doc.page.margins.top;
      const qrX = doc.page.width - doc.page.margins.right - QR_SIZE;
      const textWidth = qrX - left - 16;

      doc.image(qr, qrX, top, { width: QR_SIZE, height: QR_SIZE });
      doc
        .font(BODY)
        .fontSize(8)
        .fillColor('#555555')
        .text('Scan to open this job', qrX, top + QR_SIZE + 4, {
          width: QR_SIZE,
          align: 'center',
        });

      doc
        .font(BODY)
        .fontSize(11)
        .fillColor('#555555')
        .text('Job envelope', left, top, { width: textWidth });
      doc
        .font(BOLD)
        .fontSize(34)
        .fillColor('#000000')
        .text(label, { width: textWidth });
      doc
        .font(BODY)
        .fontSize(14)
        .text(`Sales order ${workOrder.sales_order.order_no}`, {
          width: textWidth,
        });
      doc.moveDown(1);
      field(doc, 'Store', workOrder.store.name);
      if (workOrder.location) field(doc, 'Location', workOrder.location.name);
      field(doc, 'Vendor', workOrder.vendor.name);
      field(doc, 'Due date', formatDay(workOrder.due_date) || 'No due date');
      if (workOrder.customer_label)
        field(doc, 'Customer', workOrder.customer_label);

      doc.x = left;
      doc.y = Math.max(doc.y, top + QR_SIZE + 24);
      const width = doc.page.width - left - doc.page.margins.right;
      heading(doc, 'The piece');
      for (const line of workOrder.lines) {
        doc
          .font(BOLD)
          .fontSize(11)
          .text(`${line.quantity} × ${line.service.name}`, left, doc.y, {
            width,
          });
        const choices = choicesText(line.choices);
        if (choices) doc.font(BODY).fontSize(10).text(choices, { width });
        doc.moveDown(0.4);
      }

      heading(doc, 'Instructions');
      doc
        .font(BODY)
        .fontSize(11)
        .text(workOrder.instructions.trim() || 'No instructions.', {
          width,
        });

      doc.moveDown(1);
      doc
        .font(BODY)
        .fontSize(8)
        .fillColor('#555555')
        .text(scanUrl, { width, link: scanUrl });
    },
    options,
  );
}
