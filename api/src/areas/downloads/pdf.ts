import type PDFKit from 'pdfkit';
import { facePairFor, FONTS, printable } from './fonts';

// One way to turn a pdfkit drawing into bytes. Text uses DejaVu Sans, or Noto Sans Hans for a text
// with CJK characters, both embedded as subsets (./fonts.ts); `compress: false` keeps the page
// streams readable (tests read the text back).

export interface PdfOptions {
  /** Deflate the page streams (default true; tests may turn it off). */
  compress?: boolean;
}

export type PdfDoc = InstanceType<typeof PDFKit>;

/** The registered names of the two faces: `doc.font(BODY)`, `doc.font(BOLD)`. */
export const BODY = 'Body';
export const BOLD = 'Bold';
/** The same faces' CJK stand-ins, chosen per text by `doc.text` itself. */
const CJK: Record<string, string> = { [BODY]: 'CjkBody', [BOLD]: 'CjkBold' };

/** Draws a one-page-or-more A4 document with `draw` and answers its bytes. */
export async function renderPdf(
  title: string,
  draw: (doc: PdfDoc) => void,
  { compress = true }: PdfOptions = {},
): Promise<Buffer> {
  // Loaded on first use: pdfkit takes a noticeable share of the api's start-up otherwise.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      compress,
      info: { Title: title, Producer: 'Platform', Creator: 'Platform' },
      lang: 'en',
      displayTitle: true,
    });
    doc.registerFont(BODY, FONTS.body);
    doc.registerFont(BOLD, FONTS.bold);
    // Registered by path: pdfkit reads and embeds a face only if a text uses it.
    doc.registerFont(CJK[BODY]!, FONTS.cjkBody);
    doc.registerFont(CJK[BOLD]!, FONTS.cjkBold);
    // The face the drawing asked for last (BODY or BOLD), which a CJK text swaps for its stand-in.
    let face = BODY;
    const font = doc.font.bind(doc);
    doc.font = ((name: string, ...rest: never[]) => {
      face = name;
      return font(name, ...rest);
    }) as typeof doc.font;
    doc.font(BODY);
    /** Runs `use` with the text printable, in the stand-in face when the text needs CJK. */
    const inFaceOf = <T>(value: unknown, use: (text: string) => T): T => {
      const raw = String(value);
      const pair = facePairFor(raw);
      if (pair === 'latin' || !CJK[face]) return use(printable(raw));
      const asked = face;
      font(CJK[asked]!);
      try {
        return use(printable(raw, pair));
      } finally {
        font(asked);
      }
    };
    // Every string drawn or measured goes through printable (what the embedded faces draw).
    const text = doc.text.bind(doc);
    const heightOfString = doc.heightOfString.bind(doc);
    doc.text = ((value: string, ...rest: never[]) =>
      inFaceOf(value, (t) => text(t, ...rest))) as typeof doc.text;
    doc.heightOfString = ((value: string, options?: never) =>
      inFaceOf(value, (t) =>
        heightOfString(t, options),
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
  doc.font(BODY).fontSize(9).fillColor('#555555').text(label);
  doc
    .font(BODY)
    .fontSize(12)
    .fillColor('#000000')
    .text(value || '—');
  doc.moveDown(0.5);
}

/** A bold heading of a section. */
export function heading(doc: PdfDoc, text: string): void {
  doc.moveDown(0.5);
  doc.font(BOLD).fontSize(13).fillColor('#000000').text(text);
  doc.moveDown(0.25);
}

/**
 * A document's title block: its kind in large type ("Invoice", "Estimate"), who issues it with any
 * details of theirs (a tax id), then one fact per line (number, dates, status).
 */
export function titleBlock(
  doc: PdfDoc,
  kind: string,
  issuer: { name: string; details?: string[] },
  facts: string[],
): void {
  doc.font(BOLD).fontSize(26).text(kind, doc.page.margins.left, doc.y);
  doc.font(BODY).fontSize(14).text(issuer.name);
  for (const detail of issuer.details ?? []) doc.fontSize(11).text(detail);
  doc.moveDown(0.5);
  doc.fontSize(11);
  for (const fact of facts) doc.text(fact);
}
