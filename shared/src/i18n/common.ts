import type { CatalogueSet } from './instance';

/**
 * The 'common' namespace: texts of shared code (date placeholders, the language
 * select, shared/ui's states and the login form). English is the spec's words, unchanged.
 */
export const COMMON_CATALOGUES: CatalogueSet = {
  en: {
    dates: { loading: 'Loading...', incorrect: 'Incorrect format' },
    errors: {
      offline:
        'You appear to be offline, or the server did not answer. Please try again.',
      generic: 'Something went wrong, please try again.',
    },
    language: { label: 'Language' },
    banner: {
      success: 'Success',
      information: 'Information',
      warning: 'Warning',
      failure: 'Error',
    },
    table: {
      range: '{{from}}–{{to}} of {{total}}',
      filtered: 'Nothing matches this search and these filters.',
      clear: 'Clear search and filters',
    },
    password: { show: 'Show password', hide: 'Hide password' },
    login: {
      email: 'Email',
      password: 'Password',
      submit: 'Log in',
      otherWays: 'Other ways in',
    },
    states: {
      loading: 'Loading',
      error: 'Something went wrong',
      retry: 'Retry',
      notFound: 'This page does not exist',
      goHome: 'Go to Homepage',
    },
  },
  es: {
    dates: { loading: 'Cargando...', incorrect: 'Formato incorrecto' },
    errors: {
      offline:
        'Parece que no tiene conexión, o el servidor no respondió. Vuelva a intentarlo.',
      generic: 'Algo salió mal; vuelva a intentarlo.',
    },
    language: { label: 'Idioma' },
    banner: {
      success: 'Hecho',
      information: 'Información',
      warning: 'Aviso',
      failure: 'Error',
    },
    table: {
      range: '{{from}}–{{to}} de {{total}}',
      filtered: 'Nada coincide con esta búsqueda y estos filtros.',
      clear: 'Borrar la búsqueda y los filtros',
    },
    password: { show: 'Mostrar contraseña', hide: 'Ocultar contraseña' },
    login: {
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Iniciar sesión',
      otherWays: 'Otras formas de entrar',
    },
    states: {
      loading: 'Cargando',
      error: 'Algo salió mal',
      retry: 'Reintentar',
      notFound: 'Esta página no existe',
      goHome: 'Ir a la página de inicio',
    },
  },
};

/** Keys whose Spanish is the English word itself. */
export const COMMON_IDENTICAL_IN_SPANISH = ['banner.failure'] as const;

const COMMON_EN = COMMON_CATALOGUES.en as { errors: Record<string, string> };
const ERROR_KEYS = new Map(
  Object.entries(COMMON_EN.errors).map(([key, text]) => [text, key]),
);

/** The 'common' key of one of shared code's English error sentences, or null for any other text. */
export const commonErrorKey = (message: string): string | null => {
  const key = ERROR_KEYS.get(message);
  return key ? `errors.${key}` : null;
};
