import { useMemo } from 'react';
import { addCatalogue, useT } from 'shared/i18n';
import { SERVICE_BUILDER_CATALOGUES } from './catalogue';

addCatalogue('serviceBuilder', SERVICE_BUILDER_CATALOGUES);

/** A service builder message by key ('editor.save'), with interpolation values and `count` for plurals. */
export type Translate = (
  key: string,
  options?: Record<string, string | number>,
) => string;

/** The service builder's translate function ('serviceBuilder' namespace); follows language changes. */
export function useBuilderT(): Translate {
  const t = useT('serviceBuilder');
  return useMemo<Translate>(() => (key, options) => t(key, options ?? {}), [t]);
}
