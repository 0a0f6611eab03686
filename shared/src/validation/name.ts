// A person's name: letters and spaces, 2 to 30 characters. Letters are those of every script
// (Latin with its accents, Cyrillic, Greek, Arabic, Hebrew, Devanagari, CJK, ...), each with
// the combining marks written on it, so that "Zoë Ñúñez", "Иван Петров" and "李雷" are names.
// Digits, punctuation (apostrophes and hyphens too), symbols, emoji and control characters are not
// letters. The length counts what a reader sees: a letter with its marks is one character, whether
// the accent is precomposed or not, and a letter outside the 16-bit range (UTF-16 pair) is one too.
// One rule, here, for the browser forms (yup, in ./public), the api's own checks and the api's JSON
// schemas (TypeBox `pattern`; ajv compiles patterns with the `u` flag, which \p{...} needs).

/** One character of a name: a letter with at most 4 combining marks on it, or a space. */
const NAME_CHARACTER = '(?:\\p{L}\\p{M}{0,4}| )';
/** At least one letter: a name is not only spaces. */
const HAS_LETTER = '(?= *\\p{L})';

/** The rule as a JSON schema pattern (needs unicode mode: ajv's default, `new RegExp(p, 'u')`). */
export const NAME_PATTERN = `^${HAS_LETTER}${NAME_CHARACTER}{2,30}$`;
/** The same, or the empty string (an optional name). */
export const OPTIONAL_NAME_PATTERN = `^(?:${HAS_LETTER}${NAME_CHARACTER}{2,30})?$`;
/** The rule as a regular expression (unicode mode). */
export const NAME_REGEX = new RegExp(NAME_PATTERN, 'u');

/** Whether a (trimmed) value is a person's name by the rule above. */
export function isPersonName(value: string): boolean {
  return NAME_REGEX.test(value);
}
