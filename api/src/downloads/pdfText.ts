import { inflateSync } from 'node:zlib';

// A small reader of the text our own PDFs show (pdfkit with its standard fonts writes each line as a
// `[<hex> kerning <hex> …] TJ` of WinAnsi codes), deflated or not. For tests and checks, not a
// general PDF parser.

const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};

const decodeHex = (hex: string) =>
  (hex.match(/../g) ?? [])
    .map((pair) => {
      const code = parseInt(pair, 16);
      return WIN_ANSI_HIGH[code] ?? String.fromCharCode(code);
    })
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
