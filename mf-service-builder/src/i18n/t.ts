import { useMemo } from 'react';
import {
  addCatalogue,
  addValidationMessages,
  localiseErrorMessage,
  useT,
  useValidationMessage,
} from 'shared/i18n';
import { SERVICE_BUILDER_CATALOGUES } from './catalogue';

addCatalogue('serviceBuilder', SERVICE_BUILDER_CATALOGUES);
addValidationMessages('serviceBuilder', 'validation');

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

/**
 * A message the editor's checks or an upload wrote in English, in the page's language: one of
 * ours (validation) or shared code's no-answer sentence; the api's own words stay as given.
 */
export function useShownMessage(message: string | null | undefined) {
  const shown = useValidationMessage(message ?? undefined);
  return shown === undefined ? undefined : localiseErrorMessage(shown);
}

/** A failed request's message in the page's language, or undefined when it has none. */
export const errorWords = (error: unknown): string | undefined =>
  error instanceof Error && error.message
    ? localiseErrorMessage(error.message)
    : undefined;
