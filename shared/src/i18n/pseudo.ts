import type { Catalogue } from './catalogue';

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
};
/** Right-to-left embedding … pop directional formatting: the text runs right to left. */
const RLE = '\u202B';
const PDF = '\u202C';
// Interpolations ({{count}}) and nesting ($t(...)) must reach i18next untouched.
const PLACEHOLDER = /(\{\{[^}]*\}\}|\$t\([^)]*\))/;

/** One English message in the pseudo-locale: accented, inside right-to-left marks. */
export function pseudoRtl(message: string): string {
  const body = message
    .split(PLACEHOLDER)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(/[a-zA-Z]/g, (ch) => ACCENTED[ch] ?? ch),
    )
    .join('');
  return `${RLE}${body}${PDF}`;
}

// Arabic has six plural forms; English catalogues write two. The pseudo-locale copies `_other`.
const EXTRA_PLURALS = ['zero', 'two', 'few', 'many'];

/** A whole catalogue in the pseudo-locale (every string through pseudoRtl, Arabic plural keys filled). */
export function pseudoCatalogue(catalogue: Catalogue): Catalogue {
  const out: Catalogue = {};
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value !== 'string') {
      out[key] = pseudoCatalogue(value);
      continue;
    }
    out[key] = pseudoRtl(value);
    if (key.endsWith('_other')) {
      const stem = key.slice(0, -'other'.length);
      for (const form of EXTRA_PLURALS)
        if (!(stem + form in catalogue)) out[stem + form] = pseudoRtl(value);
    }
  }
  return out;
}
