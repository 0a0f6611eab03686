import { inflateSync } from 'node:zlib';

// A small reader of the text our own PDFs show, deflated or not. pdfkit writes each line as a
// `[<hex> kerning <hex> …] TJ` after a `/F<n> <size> Tf`: with an embedded font (./fonts.ts) the hex
// is 2-byte glyph codes that the font's ToUnicode CMap turns back into text; with a standard font,
// Windows-1252 bytes. For tests and checks, not a general PDF parser.

// Windows-1252's 0x80–0x9F (Node's own decoder reads them as Latin-1 control codes).
const CP1252_HIGH = [
  ...'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ',
];

const decodeWinAnsi = (hex: string) =>
  [...Buffer.from(hex, 'hex')]
    .map((code) =>
      code >= 0x80 && code <= 0x9f
        ? CP1252_HIGH[code - 0x80]!
        : String.fromCharCode(code),
    )
    .join('');

/** UTF-16BE hex ('00e9', 'd83dde00') as text. */
const utf16 = (hex: string) =>
  Buffer.from(hex, 'hex').swap16().toString('utf16le');

interface PdfObject {
  dict: string;
  stream: string | null;
}

/** Every `N 0 obj … endobj` of the file, with its stream inflated when it is deflated. */
function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\b/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    if (end < 0) break;
    const body = text.slice(start, end);
    const streamAt = body.search(/stream\r?\n/);
    let stream: string | null = null;
    if (streamAt >= 0) {
      const from = start + streamAt + body.slice(streamAt).indexOf('\n') + 1;
      const to = text.indexOf('endstream', from);
      const raw = pdf.subarray(from, to);
      try {
        stream = inflateSync(raw).toString('latin1');
      } catch {
        stream = raw.toString('latin1');
      }
    }
    objects.set(Number(match[1]), {
      dict: streamAt >= 0 ? body.slice(0, streamAt) : body,
      stream,
    });
  }
  return objects;
}

/** A ToUnicode CMap's codes (as 4-digit hex) and their text. */
function cmapOf(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const hex = (n: number) => n.toString(16).padStart(4, '0');
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from, to, rest] of block!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const first = parseInt(from!, 16);
      const last = parseInt(to!, 16);
      if (rest!.startsWith('[')) {
        const targets = [...rest!.matchAll(/<([0-9a-fA-F]+)>/g)];
        targets.forEach(([, target], i) =>
          map.set(hex(first + i), utf16(target!)),
        );
      } else {
        const base = parseInt(rest!.slice(1, -1), 16);
        for (let code = first; code <= last; code += 1)
          map.set(hex(code), String.fromCodePoint(base + code - first));
      }
    }
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, target] of block!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    ))
      map.set(code!.toLowerCase().padStart(4, '0'), utf16(target!));
  return map;
}

/** The lines of text the PDF shows, in drawing order. */
export function pdfTextLines(pdf: Buffer): string[] {
  const objects = objectsOf(pdf);
  // the font resources' names (/F1 …) → their ToUnicode map, for the embedded fonts
  const maps = new Map<string, Map<string, string>>();
  for (const { dict } of objects.values())
    for (const [, name, id] of dict.matchAll(/\/(F\d+)\s+(\d+) 0 R/g)) {
      const font = objects.get(Number(id));
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(font?.dict ?? '');
      const cmap = toUnicode && objects.get(Number(toUnicode[1]))?.stream;
      if (cmap) maps.set(name!, cmapOf(cmap));
    }
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream || !/\bTJ\b/.test(stream)) continue;
    let map: Map<string, string> | undefined;
    for (const [, font, array] of stream.matchAll(
      /\/(F\d+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ/g,
    )) {
      if (font) {
        map = maps.get(font);
        continue;
      }
      const hexes = [...array!.matchAll(/<([0-9a-fA-F]*)>/g)].map(
        ([, hex]) => hex!,
      );
      lines.push(
        hexes
          .map((hex) =>
            map
              ? (hex.match(/.{4}/g) ?? [])
                  .map((code) => map!.get(code.toLowerCase()) ?? '')
                  .join('')
              : decodeWinAnsi(hex),
          )
          .join(''),
      );
    }
  }
  return lines;
}
