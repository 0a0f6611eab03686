import { dirname, join } from 'node:path';
import { openSync } from 'fontkit';

// The PDFs' fonts: DejaVu Sans (the dejavu-fonts-ttf package), embedded as subsets, so names and
// notes in Latin, Greek, Cyrillic, Hebrew, Arabic and more print as typed. A character neither
// face draws (a CJK ideograph, an emoji) prints as '?', never as an empty box.

const DIR = join(
  dirname(require.resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);

/** The font files pdfkit registers: `doc.font(FONTS.body)`. */
export const FONTS = {
  body: join(DIR, 'DejaVuSans.ttf'),
  bold: join(DIR, 'DejaVuSans-Bold.ttf'),
} as const;

const faces = [openSync(FONTS.body), openSync(FONTS.bold)];

/** Text both faces can draw: tabs and returns as spaces, other characters without a glyph as '?'. */
export function printable(text: string): string {
  let out = '';
  for (const char of text) {
    if (char === '\n') out += char;
    else if (char === '\t' || char === '\r') out += ' ';
    else {
      const code = char.codePointAt(0)!;
      out +=
        code >= 0x20 && faces.every((face) => face.hasGlyphForCodePoint(code))
          ? char
          : '?';
    }
  }
  return out;
}
