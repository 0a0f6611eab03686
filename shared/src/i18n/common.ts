import type { CatalogueSet } from './instance';

/** The 'common' namespace: texts of shared code (date placeholders of spec section 8, the language select). */
export const COMMON_CATALOGUES: CatalogueSet = {
  en: {
    dates: { loading: 'Loading...', incorrect: 'Incorrect format' },
    language: { label: 'Language' },
  },
  es: {
    dates: { loading: 'Cargando...', incorrect: 'Formato incorrecto' },
    language: { label: 'Idioma' },
  },
};
