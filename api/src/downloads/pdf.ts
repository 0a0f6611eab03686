import PDFDocument from 'pdfkit';

// One way to turn a pdfkit drawing into bytes. Text uses pdfkit's built-in Helvetica (no font files
// to ship); `compress: false` keeps the page streams readable (tests read the text back).

export interface PdfOptions {
  /** Deflate the page streams (default true; tests may turn it off). */
  compress?: boolean;
}

export type PdfDoc = InstanceType<typeof PDFDocument>;

/** The characters of Windows-1252 above Latin-1's ASCII range that the standard fonts can show. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const showable = (char: string) => {
  const code = char.codePointAt(0)!;
  return (
    (code >= 0x20 && code < 0x7f) ||
    (code >= 0xa0 && code <= 0xff) ||
    char === '\n' ||
    WIN_ANSI_EXTRA.has(char)
  );
};

/**
 * Text the built-in fonts can draw (Windows-1252): other letters lose their accents ('ő' → 'o'),
 * and what has no plain form (emoji, 'ł', other scripts) reads '?', never as garbage.
 */
export function winAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    if (showable(char)) out += char;
    else if (char === '\t' || char === '\r') out += ' ';
    else {
      const bare = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += [...bare].every(showable) && bare !== '' ? bare : '?';
    }
  }
  return out;
}

/** Draws a one-page-or-more A4 document with `draw` and answers its bytes. */
export function renderPdf(
  title: string,
  draw: (doc: PdfDoc) => void,
  { compress = true }: PdfOptions = {},
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      compress,
      info: { Title: title, Producer: 'Platform', Creator: 'Platform' },
      lang: 'en',
      displayTitle: true,
    });
    // Every string drawn or measured goes through winAnsi (the standard fonts' encoding).
    const text = doc.text.bind(doc);
    const heightOfString = doc.heightOfString.bind(doc);
    doc.text = ((value: string, ...rest: never[]) =>
      text(winAnsi(String(value)), ...rest)) as typeof doc.text;
    doc.heightOfString = ((value: string, options?: never) =>
      heightOfString(
        winAnsi(String(value)),
        options,
      )) as typeof doc.heightOfString;
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** A small grey caption and its value under it, at the current position. */
export function field(doc: PdfDoc, label: string, value: string): void {
  doc.font('Helvetica').fontSize(9).fillColor('#555555').text(label);
  doc
    .font('Helvetica')
    .fontSize(12)
    .fillColor('#000000')
    .text(value || '—');
  doc.moveDown(0.5);
}

/** A bold heading of a section. */
export function heading(doc: PdfDoc, text: string): void {
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(13).fillColor('#000000').text(text);
  doc.moveDown(0.25);
}
