import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalogue } from './catalogue';
import { DEFAULT_LANGUAGE, PSEUDO_RTL, dirOf } from './languages';
import { pseudoCatalogue } from './pseudo';

/**
 * The one i18next instance of the page. `shared/` and i18next are federated singletons, so the
 * shell and every remote reach this same object; remotes add their namespace with addCatalogue.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  // Catalogues are bundled with their owners and added synchronously: no backend, no Suspense.
  initAsync: false,
  resources: {},
  ns: [],
  defaultNS: false,
  // React escapes what it renders; escaping here would show '&amp;' to the customer.
  interpolation: { escapeValue: false },
  react: { useSuspense: false, bindI18nStore: 'added' },
});

/** `<html lang>` and `<html dir>` follow the language (screen readers, `dir`-aware CSS). */
function syncDocument(lang: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
}
i18n.on('languageChanged', syncDocument);

/** A namespace's English and Spanish messages; the RTL pseudo-locale is generated from English. */
export interface CatalogueSet {
  en: Catalogue;
  es: Catalogue;
}

/** Adds a namespace's catalogues to the shared instance once (later calls are no-ops). */
export function addCatalogue(ns: string, { en, es }: CatalogueSet): void {
  if (i18n.hasResourceBundle('en', ns)) return;
  i18n.addResourceBundle('en', ns, en);
  i18n.addResourceBundle('es', ns, es);
  i18n.addResourceBundle(PSEUDO_RTL, ns, pseudoCatalogue(en));
}
