import { useMemo } from 'react';
import {
  addCatalogue,
  addValidationMessages,
  i18n,
  localiseErrorMessage,
  useT,
} from 'shared/i18n';
import { STORE_PORTAL_CATALOGUES } from './catalogue';

addCatalogue('storePortal', STORE_PORTAL_CATALOGUES);
// the portal's schemas write their messages in English; forms show them in the page's language
addValidationMessages('storePortal', 'validation');

/** A store portal message by key ('dashboard.title'), with interpolation values and `count` for plurals. */
export type Translate = (
  key: string,
  options?: Record<string, string | number>,
) => string;

/** The store portal's translate function ('storePortal' namespace); the component follows language changes. */
export function useStorePortalT(): Translate {
  const t = useT('storePortal');
  return useMemo<Translate>(() => (key, options) => t(key, options ?? {}), [t]);
}

/** The store portal's translate function outside components, in the current language. */
export const spt: Translate = (key, options) =>
  i18n.t(key, { ns: 'storePortal', ...options });

/**
 * A failed request's message for the page: the shared sentences (no answer, something went wrong)
 * in the page's language, the api's own words as given; nothing for anything else.
 */
export const errorWords = (error: unknown): string | undefined =>
  error instanceof Error && error.message
    ? localiseErrorMessage(error.message)
    : undefined;

/** A form's failure status (from applyApiErrors) in the page's language; nothing when there is none. */
export const statusWords = (status: unknown): string | undefined =>
  typeof status === 'string' && status
    ? localiseErrorMessage(status)
    : undefined;
