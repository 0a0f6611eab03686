import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import { useEffect, useState } from 'react';
import { intlLocale, toUiLanguage, useLanguage } from 'shared/i18n';
import { useTenant } from 'shared/tenant';

// English names are always there; Spanish ones load with the first Spanish address form. Only the
// address forms (checkout and account chunks) import this module, so the home's JS carries no list.
countries.registerLocale(en);

/** The country an address form starts with when the store serves none (the demo stores serve theirs). */
export const FALLBACK_COUNTRY = 'US';

/** The store's country (StoreSettings.country), the address forms' default and first choice. */
export function useStoreCountry(): string {
  const country = useTenant().storeSettings?.country?.trim().toUpperCase();
  return country && isCountryCode(country) ? country : FALLBACK_COUNTRY;
}

/** A country as the select offers it: the ISO 3166-1 alpha-2 code and its name. */
export interface CountryOption {
  value: string;
  label: string;
}

/** The language the country names are in: one with registered names, else English. */
const namesLanguage = (lang: string): string => {
  const base = toUiLanguage(lang) === 'es' ? 'es' : 'en';
  return countries.langs().includes(base) ? base : 'en';
};

/** Every ISO 3166-1 country by name in `lang` (English until its names are loaded), `first` first. */
export function countryOptions(
  first: string = FALLBACK_COUNTRY,
  lang = 'en',
): CountryOption[] {
  const names = namesLanguage(lang);
  const all = Object.entries(countries.getNames(names, { select: 'official' }))
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, intlLocale(names)));
  const head = all.filter((c) => c.value === first);
  return [...head, ...all.filter((c) => c.value !== first)];
}

/** Loads the country names of a language once (Spanish besides English); true when it loaded them now. */
export async function loadCountryNames(lang: string): Promise<boolean> {
  if (toUiLanguage(lang) !== 'es' || countries.langs().includes('es'))
    return false;
  const es = await import('i18n-iso-countries/langs/es.json');
  countries.registerLocale(es.default ?? es);
  return true;
}

/** The country choices in the page's language, the store's country first. */
export function useCountryOptions(): CountryOption[] {
  const lang = useLanguage();
  const first = useStoreCountry();
  const [, setLoaded] = useState(0);
  useEffect(() => {
    let live = true;
    void loadCountryNames(lang).then(
      (loaded) => live && loaded && setLoaded((n) => n + 1),
    );
    return () => {
      live = false;
    };
  }, [lang]);
  return countryOptions(first, lang);
}

/** Whether a code is an ISO 3166-1 alpha-2 country code. */
export const isCountryCode = (code: string): boolean =>
  countries.isValid(code.trim().toUpperCase()) &&
  /^[A-Za-z]{2}$/.test(code.trim());
