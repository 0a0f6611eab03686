// Finds the English a page shows that did not go through a catalogue. Rendered in the pseudo-locale
// (ar-XA), every catalogue text has its vowels accented; a word that still has a plain vowel is
// either data (the fixture's names, numbers, addresses) or a text written in the code.
import { pageTexts } from 'shared/testing';

/** A word of two letters or more with an unaccented vowel: English that escaped the catalogue. */
const PLAIN_WORD = /[A-Za-z]*[aeiouAEIOU][A-Za-z]*/g;

/** Values formatted from data: dates in the English formats of shared/dates, colours as #rrggbb. */
const FORMATTED = [
  /\d{2}, [A-Z][a-z]+ \d{4}( \d{2}:\d{2} [AP]M)?/g,
  /#[0-9a-f]{6}\b/gi,
];

/**
 * antd's icons' names (antd names an icon by its shape); antd's words follow its locale, which is
 * accented in the pseudo-locale as the catalogues are.
 */
const ANTD_OWN = [
  /^(down|up|left|right|search|plus|close|check|download|delete|edit)$/,
];

/** Data the page shows as given: names, numbers, addresses (not codes like 'paid' or tokens). */
const isShownData = (value: string) =>
  value.length >= 2 && !/^[a-z_]+$/.test(value);

/** Every string inside a value (the fixtures a page was given), longest first. */
export function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) stringsOf(v, out);
  return out.sort((a, b) => b.length - a.length);
}

/**
 * The page's texts that still hold plain English once the data it was given is taken out: each as
 * shown, so a failing test names the text to move into the catalogue.
 */
export function untranslatedTexts(
  root: HTMLElement,
  data: readonly string[],
  allowed: readonly string[] = [],
): string[] {
  const found = new Set<string>();
  for (const text of pageTexts(root)) {
    const shown = text.trim();
    if (allowed.includes(shown) || ANTD_OWN.some((p) => p.test(shown)))
      continue;
    let rest = FORMATTED.reduce((t, pattern) => t.replace(pattern, ' '), text);
    for (const value of data)
      if (isShownData(value)) rest = rest.split(value).join(' ');
    const words = (rest.match(PLAIN_WORD) ?? []).filter((w) => w.length > 1);
    if (words.length > 0) found.add(text.trim());
  }
  return [...found].sort();
}
