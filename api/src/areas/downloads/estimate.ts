import type { EstimateVersion } from 'shared/contracts/estimateQuotes';
import { formatDay, formatMoney } from './format';
import { row, type Column } from './invoice';
import {
  BODY,
  heading,
  renderPdf,
  titleBlock,
  type PdfOptions,
} from './pdf';

// An estimate as its customer reads it (ADR 0026): who quotes whom, the latest version sent (never
// the store's draft) with its message, lines, total, valid-until day and do-not-exceed amount.

export interface EstimatePdfData {
  estimateNo: string;
  seller: string;
  customer: string;
  statusLabel: string;
  /** the latest sent version; null while the estimate was never sent */
  quote: EstimateVersion | null;
}

const KINDS: Record<string, string> = { part: 'Part', labour: 'Labour' };

/** The file name: 'estimate-5000005.pdf'. */
export const estimateFileName = (estimateNo: string) =>
  `estimate-${estimateNo}.pdf`;

/** The estimate as a PDF. */
export function estimatePdf(
  data: EstimatePdfData,
  options: PdfOptions = {},
): Promise<Buffer> {
  return renderPdf(
    `Estimate ${data.estimateNo}`,
    (doc) => {
      const left = doc.page.margins.left;
      const width = doc.page.width - left - doc.page.margins.right;
      titleBlock(doc, 'Estimate', { name: data.seller }, [
        `Estimate number: ${data.estimateNo}`,
        `Status: ${data.statusLabel}`,
      ]);
      heading(doc, 'For');
      doc.font(BODY).fontSize(11).text(data.customer);
      const quote = data.quote;
      if (!quote) {
        heading(doc, 'Not sent yet');
        doc
          .font(BODY)
          .fontSize(11)
          .text('The estimate has no price yet.', { width });
        return;
      }
      doc.moveDown(0.5);
      doc.text(`Version ${quote.version_no}, sent ${formatDay(quote.sent_on)}`);
      if (quote.valid_until)
        doc.text(`Valid until ${formatDay(quote.valid_until)}`);
      if (quote.not_to_exceed)
        doc.text(
          `It will not exceed ${formatMoney(quote.not_to_exceed)} without asking you again.`,
          { width },
        );
      if (quote.message) {
        heading(doc, 'Message');
        doc.font(BODY).fontSize(11).text(quote.message, { width });
      }
      heading(doc, 'What the work costs');
      const columns: Column[] = [
        { title: 'Item', width: width - 50 - 90 - 90 - 24, align: 'left' },
        { title: 'Quantity', width: 50, align: 'right' },
        { title: 'Unit price', width: 90, align: 'right' },
        { title: 'Amount', width: 90, align: 'right' },
      ];
      let y = row(
        doc,
        columns,
        columns.map((c) => c.title),
        doc.y,
        true,
      );
      for (const line of quote.lines)
        y = row(
          doc,
          columns,
          [
            KINDS[line.kind] ? `${line.name} (${KINDS[line.kind]})` : line.name,
            String(line.quantity),
            formatMoney(line.unit_price),
            formatMoney(line.line_total),
          ],
          y,
        );
      row(
        doc,
        [{ title: '', width: width - 90 - 8, align: 'right' }, columns[3]!],
        ['Total', formatMoney(quote.total)],
        y + 6,
        true,
      );
    },
    options,
  );
}
