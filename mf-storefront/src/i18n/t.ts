import { useMemo } from 'react';
import { addCatalogue, i18n, useT } from 'shared/i18n';
import { STOREFRONT_CATALOGUES } from './catalogue';
import { validation } from './messages/validation';

addCatalogue('storefront', STOREFRONT_CATALOGUES);

/** A storefront message by key ('cart.title'), with interpolation values and `count` for plurals. */
export type Translate = (
  key: string,
  options?: Record<string, string | number>,
) => string;

/** The storefront's translate function ('storefront' namespace); the component follows language changes. */
export function useStorefrontT(): Translate {
  const t = useT('storefront');
  return useMemo<Translate>(() => (key, options) => t(key, options ?? {}), [t]);
}

/** The storefront's translate function outside components (formatters), in the current language. */
export const st: Translate = (key, options) =>
  i18n.t(key, { ns: 'storefront', ...options });

const validationKeys = new Map(
  Object.entries(validation.en).map(([key, text]) => [text, key]),
);

/**
 * A validation message in the page's language when it is one of ours (written in English, the
 * spec's words); anything else (the api's or a store's own message) is shown as given.
 */
export function localiseMessage(message: string): string {
  const key = validationKeys.get(message);
  return key ? st(`validation.${key}`) : message;
}
