import { useMemo } from 'react';
import {
  addCatalogue,
  addValidationMessages,
  i18n,
  localiseErrorMessage,
  useT,
} from 'shared/i18n';
import {
  ESTIMATE,
  SALES_ORDER,
  VENDOR_INVOICE,
  WORK_ORDER,
  type Machine,
} from 'shared/workflow';
import { VENDOR_PORTAL_CATALOGUES } from './catalogue';

addCatalogue('vendorPortal', VENDOR_PORTAL_CATALOGUES);
addValidationMessages('vendorPortal', 'validation');

/** A vendor portal message by key ('dashboard.welcome'), with interpolation values and `count` for plurals. */
export type Translate = (
  key: string,
  options?: Record<string, string | number>,
) => string;

/** The vendor portal's translate function ('vendorPortal' namespace); the component follows language changes. */
export function useVendorT(): Translate {
  const t = useT('vendorPortal');
  return useMemo<Translate>(() => (key, options) => t(key, options ?? {}), [t]);
}

/** The vendor portal's translate function outside components, in the current language. */
export const vpt: Translate = (key, options) =>
  i18n.t(key, { ns: 'vendorPortal', ...options });

const KINDS = new Map<unknown, string>([
  [WORK_ORDER, 'workOrder'],
  [SALES_ORDER, 'salesOrder'],
  [ESTIMATE, 'estimate'],
  [VENDOR_INVOICE, 'invoice'],
]);

/** A record's status in the current language (the workflow's English label when none is listed). */
export function statusText<S extends string>(
  machine: Machine<S>,
  status: string,
): string {
  const english = (machine.labels as Record<string, string>)[status] ?? status;
  const kind = KINDS.get(machine);
  return kind
    ? vpt(`status.${kind}.${status}`, { defaultValue: english })
    : english;
}

/**
 * A failed request's message for the page: the shared sentences (no answer, something went wrong)
 * in the page's language, the api's own words as given; nothing for anything else.
 */
export const errorWords = (error: unknown): string | undefined =>
  error instanceof Error && error.message
    ? localiseErrorMessage(error.message)
    : undefined;
