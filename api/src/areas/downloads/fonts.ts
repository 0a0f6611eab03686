import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Font } from 'fontkit';

// The PDFs' fonts, embedded as subsets (only the glyphs a document uses): DejaVu Sans (the
// dejavu-fonts-ttf package) for Latin, Greek, Cyrillic, Hebrew, Arabic and more, and Noto Sans
// Hans (the @embedpdf/fonts-sc package, OpenType) for a text with Chinese, Japanese kanji or other
// CJK ideographs, which DejaVu lacks; Noto Sans Hans also draws Latin and Cyrillic, so a name like
// '李雷 (Lei Li)' prints whole in one face. A character neither face of the chosen pair draws (an
// emoji) prints as '?', never as an empty box.

const DEJAVU = join(
  dirname(require.resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
// The package's exports hide its package.json: its fonts sit beside its dist folder.
const NOTO = join(
  dirname(require.resolve('@embedpdf/fonts-sc')),
  '..',
  'fonts',
);

/** The font files pdfkit registers: `doc.font(FONTS.body)`. */
export const FONTS = {
  body: join(DEJAVU, 'DejaVuSans.ttf'),
  bold: join(DEJAVU, 'DejaVuSans-Bold.ttf'),
  cjkBody: join(NOTO, 'NotoSansHans-Regular.otf'),
  cjkBold: join(NOTO, 'NotoSansHans-Bold.otf'),
} as const;

/** Which pair of faces draws a text: DejaVu, or Noto Sans Hans for CJK. */
export type FacePair = 'latin' | 'cjk';

// fontkit and the faces are loaded with the first text checked, not with the module: loading them
// took about 0.1 s of every start of the api (and of every api test file), for the PDFs alone.
const requireHere = createRequire(__filename);
let fontkit: typeof import('fontkit') | undefined;
const openFont = (path: string): Font =>
  (fontkit ??= requireHere('fontkit') as typeof import('fontkit')).openSync(
    path,
  );
let latinFaces: Font[] | null = null;
// Opened on the first text that needs it (8 MB each; most documents never do).
let cjkFaces: Font[] | null = null;
const facesOf = (pair: FacePair): Font[] =>
  pair === 'latin'
    ? (latinFaces ??= [openFont(FONTS.body), openFont(FONTS.bold)])
    : (cjkFaces ??= [openFont(FONTS.cjkBody), openFont(FONTS.cjkBold)]);

const draws = (faces: Font[], code: number) =>
  faces.every((face) => face.hasGlyphForCodePoint(code));

/** DejaVu unless the text has a character only Noto Sans Hans draws. */
export function facePairFor(text: string): FacePair {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || draws(facesOf('latin'), code)) continue;
    if (draws(facesOf('cjk'), code)) return 'cjk';
  }
  return 'latin';
}

/** Text the pair can draw: tabs and returns as spaces, other characters without a glyph as '?'. */
export function printable(text: string, pair: FacePair = 'latin'): string {
  const faces = facesOf(pair);
  let out = '';
  for (const char of text) {
    if (char === '\n') out += char;
    else if (char === '\t' || char === '\r') out += ' ';
    else {
      const code = char.codePointAt(0)!;
      out += code >= 0x20 && draws(faces, code) ? char : '?';
    }
  }
  return out;
}
