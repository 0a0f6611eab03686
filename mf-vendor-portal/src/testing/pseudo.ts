import { pageTexts } from 'shared/testing';

// The right-to-left pseudo-locale accents every catalogue message and wraps it in direction marks:
// a word left outside the marks is a text the catalogue lacks.

/** The mark that opens a catalogue message in the pseudo-locale. */
export const RLE = '\u202B';
const PDF = '\u202C';

// A message inside another ('Start work: …' with the step's name) nests its marks: the innermost
// go first, until none is left.
const INNERMOST = new RegExp(`${RLE}[^${RLE}${PDF}]*${PDF}`, 'g');
function withoutMessages(text: string): string {
  let rest = text;
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(INNERMOST, ' ');
  }
  return rest.trim();
}

// shared/dates writes a date in the pseudo-locale as in English ('01, Dec 2026'): a date is data.
const DATE = /^\d{2}, [A-Z][a-z]+ \d{4}( \d{2}:\d{2} [AP]M)?$/;

/**
 * Visible words and the names, hints and titles of the page that no catalogue message gave.
 * antd's icons name themselves by their icon ('close-circle') and its pictures carry a title
 * from antd's own locale: both are left out.
 */
export function untranslated(root: HTMLElement): string[] {
  return pageTexts(root)
    .map(withoutMessages)
    .filter((rest) => /[A-Za-z]{2,}/.test(rest) && !DATE.test(rest));
}
