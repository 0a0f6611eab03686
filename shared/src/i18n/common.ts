import type { CatalogueSet } from './instance';

/**
 * The 'common' namespace: texts of shared code (date placeholders of spec section 8, the language
 * select, shared/ui's states and the login form). English is the spec's words, unchanged.
 */
export const COMMON_CATALOGUES: CatalogueSet = {
  en: {
    dates: { loading: 'Loading...', incorrect: 'Incorrect format' },
    language: { label: 'Language' },
    password: { show: 'Show password', hide: 'Hide password' },
    login: { email: 'Email', password: 'Password', submit: 'Log in' },
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
    language: { label: 'Idioma' },
    password: { show: 'Mostrar contraseña', hide: 'Ocultar contraseña' },
    login: {
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Iniciar sesión',
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
