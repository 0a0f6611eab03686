/** Messages of one namespace: nested keys, string leaves (i18next JSON v4, plurals as `_one`/`_other`). */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

/** Every leaf of a catalogue as `a.b.c` → message. */
export function flatten(
  catalogue: Catalogue,
  prefix = '',
): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const variablesOf = (message: string): string =>
  [...message.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * What a translation lacks against English, one line per problem: keys English has and the
 * translation lacks (a plural counts by its stem, since languages differ in forms), keys English
 * lacks, different interpolation variables, and texts left in English (unless listed in `identical`).
 */
export function catalogueProblems(
  english: Catalogue,
  translation: Catalogue,
  identical: readonly string[] = [],
): string[] {
  const en = flatten(english);
  const other = flatten(translation);
  const stemsOf = (keys: Iterable<string>) =>
    new Set([...keys].map((k) => k.replace(PLURAL, '')));
  const otherStems = stemsOf(other.keys());
  const enStems = stemsOf(en.keys());
  const problems: string[] = [];
  for (const [key, message] of en) {
    const stem = key.replace(PLURAL, '');
    if (!otherStems.has(stem)) {
      problems.push(`missing: ${key}`);
      continue;
    }
    const translated = other.get(key) ?? other.get(`${stem}_other`);
    if (translated === undefined) continue;
    if (variablesOf(translated) !== variablesOf(message))
      problems.push(`variables differ: ${key}`);
    if (translated === message && !identical.includes(key))
      problems.push(`not translated: ${key}`);
  }
  for (const key of other.keys())
    if (!enStems.has(key.replace(PLURAL, ''))) problems.push(`extra: ${key}`);
  return problems;
}

/**
 * A namespace's catalogues put together from its sections, each written as `{ en, es }` beside the
 * feature it names: `{ login: { en, es }, … }` → `{ en: { login, … }, es: { login, … } }`.
 */
export function catalogueOf(
  sections: Record<string, { en: object; es: object }>,
): { en: Catalogue; es: Catalogue } {
  const pick = (lang: 'en' | 'es') =>
    Object.fromEntries(
      Object.entries(sections).map(([name, section]) => [name, section[lang]]),
    ) as Catalogue;
  return { en: pick('en'), es: pick('es') };
}
