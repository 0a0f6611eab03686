import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_CATALOGUES, commonErrorKey } from './common';
import { addCatalogue, i18n } from './instance';
import { localiseMessage } from './validation';
import {
  LANGUAGES,
  LANGUAGE_PARAM,
  PSEUDO_RTL,
  languageStorageKey,
  resolveLanguage,
  toUiLanguage,
  type UiLanguage,
} from './languages';

export { i18n, addCatalogue, type CatalogueSet } from './instance';
export {
  catalogueOf,
  catalogueProblems,
  flatten,
  type Catalogue,
} from './catalogue';
export {
  formatMoney,
  formatDateIntl,
  formatApiAmount,
  isolateLtr,
  type DateKind,
} from './format';
export { pseudoRtl } from './pseudo';
export {
  VALIDATION_CATALOGUES,
  addValidationMessages,
  localiseMessage,
} from './validation';
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_NAMES,
  LANGUAGE_PARAM,
  PSEUDO_RTL,
  dirOf,
  intlLocale,
  languageStorageKey,
  resolveLanguage,
  toUiLanguage,
  type Language,
  type LanguageSources,
  type UiLanguage,
} from './languages';
export type { TFunction } from 'i18next';

addCatalogue('common', COMMON_CATALOGUES);

/** The translate function of a namespace; the component re-renders when the language changes. */
export function useT(ns: string) {
  return useTranslation(ns, { i18n }).t;
}

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};
const snapshot = () => i18n.language as UiLanguage;

/** The language the page shows now ('en', 'es' or the pseudo-locale). */
export function useLanguage(): UiLanguage {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The current language outside React (formatters). */
export const currentLanguage = (): UiLanguage => snapshot();

function readStored(storeId: number | null): string | null {
  try {
    return window.localStorage.getItem(languageStorageKey(storeId));
  } catch {
    return null; // storage blocked: the store's default applies
  }
}

/**
 * Switches the page's language. With a store id the choice is remembered for that store (the
 * pseudo-locale never is: it is a test aid reached through the URL).
 */
export function setLanguage(lang: UiLanguage, storeId?: number | null): void {
  if (storeId !== undefined && lang !== PSEUDO_RTL) {
    try {
      window.localStorage.setItem(languageStorageKey(storeId), lang);
    } catch {
      // storage blocked: the choice lasts for this page only
    }
  }
  void i18n.changeLanguage(lang);
}

/** Where a store's page starts: the URL's `?lang=`, the remembered choice, the store's default. */
export interface StartLanguageOptions {
  storeId: number | null;
  storeDefault?: string | null;
  /** the page's query string (`window.location.search`) */
  search?: string;
}

/** Resolves and applies the page's first language (explicit choice > store default > English). */
export function startLanguage({
  storeId,
  storeDefault,
  search = '',
}: StartLanguageOptions): UiLanguage {
  const lang = resolveLanguage({
    urlParam: new URLSearchParams(search).get(LANGUAGE_PARAM),
    stored: readStored(storeId),
    storeDefault,
  });
  void i18n.changeLanguage(lang);
  return lang;
}

/** The languages the select offers: the catalogue languages, plus the pseudo-locale while it is on. */
export function offeredLanguages(current: string): UiLanguage[] {
  return toUiLanguage(current) === PSEUDO_RTL
    ? [...LANGUAGES, PSEUDO_RTL]
    : [...LANGUAGES];
}

/**
 * A failed request's sentence in the page's language when it is one of shared code's own (no answer
 * from the server, something went wrong); the api's messages (the spec's words) stay as given.
 */
export function localiseErrorMessage(message: string): string {
  const key = commonErrorKey(message);
  return key ? i18n.t(key, { ns: 'common' }) : message;
}

/**
 * A form error in the page's language (see localiseMessage); the component re-renders when the
 * language changes. Undefined stays undefined.
 */
export function useValidationMessage(message: string | undefined) {
  useLanguage();
  return message === undefined ? undefined : localiseMessage(message);
}
