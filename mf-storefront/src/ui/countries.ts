import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

// Only the English names are registered, and only the address forms (checkout and account
// chunks) import this module, so the home page's JS does not carry the list.
countries.registerLocale(en);

/**
 * The store's country when none is known: the store settings carry no address or country yet.
 * TODO(9): read the store's own country once the store settings serve it.
 */
export const STORE_COUNTRY = 'US';

/** A country as the select offers it: the ISO 3166-1 alpha-2 code and its English name. */
export interface CountryOption {
  value: string;
  label: string;
}

/** Every ISO 3166-1 country by English name, the store's country first. */
export function countryOptions(first: string = STORE_COUNTRY): CountryOption[] {
  const all = Object.entries(countries.getNames('en', { select: 'official' }))
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  const head = all.filter((c) => c.value === first);
  return [...head, ...all.filter((c) => c.value !== first)];
}

/** Whether a code is an ISO 3166-1 alpha-2 country code. */
export const isCountryCode = (code: string): boolean =>
  countries.isValid(code.trim().toUpperCase()) &&
  /^[A-Za-z]{2}$/.test(code.trim());
