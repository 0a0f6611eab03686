import { useMemo } from 'react';
import { addCatalogue, useT } from 'shared/i18n';
import { NOTIFICATIONS_CATALOGUES } from './catalogue';

addCatalogue('notifications', NOTIFICATIONS_CATALOGUES);

/** A bell message by key, with interpolation values and `count` for plurals. */
export type Translate = (
  key: string,
  options?: Record<string, string | number>,
) => string;

/** The bell's translate function ('notifications' namespace); the component follows language changes. */
export function useBellT(): Translate {
  const t = useT('notifications');
  return useMemo<Translate>(() => (key, options) => t(key, options ?? {}), [t]);
}
