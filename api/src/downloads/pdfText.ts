import { inflateSync } from 'node:zlib';

// A small reader of the text our own PDFs show (pdfkit with its standard fonts writes each line as a
// `[<hex> kerning <hex> …] TJ` of WinAnsi codes), deflated or not. For tests and checks, not a
// general PDF parser.

// Windows-1252's 0x80–0x9F (Node's own decoder reads them as Latin-1 control codes).
const CP1252_HIGH = [
  ...'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ',
];

const decodeHex = (hex: string) =>
  [...Buffer.from(hex, 'hex')]
    .map((code) =>
      code >= 0x80 && code <= 0x9f
        ? CP1252_HIGH[code - 0x80]!
        : String.fromCharCode(code),
    )
    .join('');

/** The PDF's content streams, inflated when they are deflated. */
function contentStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  const pattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    try {
      streams.push(inflateSync(raw).toString('latin1'));
    } catch {
      streams.push(raw.toString('latin1'));
    }
    pattern.lastIndex = end;
  }
  return streams;
}

/** The lines of text the PDF shows, in drawing order. */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const stream of contentStreams(pdf))
    for (const [, array] of stream.matchAll(/\[([^\]]*)\]\s*TJ/g))
      lines.push(
        [...array!.matchAll(/<([0-9a-fA-F]*)>/g)]
          .map(([, hex]) => decodeHex(hex!))
          .join(''),
      );
  return lines;
}
