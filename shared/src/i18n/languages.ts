/** The languages with a complete catalogue, as the language select offers them. */
export const LANGUAGES = ['en', 'es'] as const;
/** A language with a catalogue. */
export type Language = (typeof LANGUAGES)[number];
/** The right-to-left pseudo-locale, generated from English (testing only; offered with `?lang=ar-XA`). */
export const PSEUDO_RTL = 'ar-XA';
/** Any language the storefront can show: a catalogue language or the pseudo-locale. */
export type UiLanguage = Language | typeof PSEUDO_RTL;
/** The language every text is written in first, and the answer for anything unknown. */
export const DEFAULT_LANGUAGE: Language = 'en';
/** The URL parameter that picks a language for one visit (`?lang=es`, `?lang=ar-XA`). */
export const LANGUAGE_PARAM = 'lang';

/** Each language's name in itself, as the select shows it. */
export const LANGUAGE_NAMES: Record<UiLanguage, string> = {
  en: 'English',
  es: 'Español',
  [PSEUDO_RTL]: 'Pseudo RTL (ar-XA)',
};

/** A BCP 47 tag as one of ours ('es-MX' → 'es', 'ar-XA' → the pseudo-locale), or null. */
export function toUiLanguage(
  tag: string | null | undefined,
): UiLanguage | null {
  const value = tag?.trim();
  if (!value) return null;
  if (value.toLowerCase() === PSEUDO_RTL.toLowerCase()) return PSEUDO_RTL;
  const base = value.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return (LANGUAGES as readonly string[]).includes(base)
    ? (base as Language)
    : null;
}

/** What the language is chosen from, strongest first. */
export interface LanguageSources {
  /** `?lang=` of the page's URL (the pseudo-locale is reachable only this way) */
  urlParam?: string | null;
  /** the customer's remembered choice for this store */
  stored?: string | null;
  /** the store's `default_language` */
  storeDefault?: string | null;
}

/**
 * The language to show: the URL's `?lang=`, then the customer's choice, then the store's default,
 * then English. A value without a catalogue is skipped; the pseudo-locale counts only from the URL.
 */
export function resolveLanguage({
  urlParam,
  stored,
  storeDefault,
}: LanguageSources): UiLanguage {
  const fromUrl = toUiLanguage(urlParam);
  if (fromUrl) return fromUrl;
  for (const tag of [stored, storeDefault]) {
    const lang = toUiLanguage(tag);
    if (lang && lang !== PSEUDO_RTL) return lang;
  }
  return DEFAULT_LANGUAGE;
}

const RTL_BASES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'dv', 'yi', 'ckb']);

/** 'rtl' for right-to-left languages (the pseudo-locale included), else 'ltr'. */
export function dirOf(lang: string): 'ltr' | 'rtl' {
  return RTL_BASES.has(lang.split(/[-_]/)[0]?.toLowerCase() ?? '')
    ? 'rtl'
    : 'ltr';
}

/**
 * The locale Intl formats with: US English for English and the pseudo-locale (whose words are
 * English in disguise, so its numbers and dates stay readable), the language itself otherwise.
 */
export function intlLocale(lang: string): string {
  const ui = toUiLanguage(lang);
  if (ui === 'en' || ui === PSEUDO_RTL || ui === null) return 'en-US';
  return ui;
}

/** The localStorage key of a customer's language for one store. */
export const languageStorageKey = (storeId: number | string | null): string =>
  `storefront.language.${storeId ?? 'default'}`;
