import { addCatalogue, useT, type CatalogueSet } from 'shared/i18n';

/** The 'shell' namespace: what the storefront frame says (header, mobile menu, footer, store states, page names). */
export const SHELL_CATALOGUES: CatalogueSet = {
  en: {
    header: {
      navLabel: 'Store',
      shopServices: 'Shop Services',
      searchLabel: 'Search services',
      trackOrder: 'Track Order',
      cart: 'Cart',
      cartItems_one: 'Cart, {{count}} item',
      cartItems_other: 'Cart, {{count}} items',
      openMenu: 'Open menu',
      accountMenu: 'account menu',
      noName: 'Not Found',
      myAccount: 'My Account',
      logOut: 'Log out',
      logOutMobile: 'Log Out',
      services: 'Services',
      signUpLogIn: 'Sign Up / Log In',
      logIn: 'Log in',
      storeFallback: 'Store',
      storeWebsite: '{{store}} website',
      storeHome: '{{store}} home',
      language: 'Language',
    },
    footer: {
      privacy: 'Privacy Policy',
      terms: 'Terms & Conditions',
      poweredBy: 'Powered by {{platform}}',
    },
    a11y: { skipToMain: 'Skip to main content' },
    pages: { page: 'Page' },
    siteNotFound: 'This site does not exist',
    store: {
      inactiveTitle: 'This store is currently inactive',
      inactiveNamed:
        '{{store}} is not taking orders right now. Please check back later.',
      inactive: 'Please check back later.',
    },
  },
  es: {
    header: {
      navLabel: 'Tienda',
      shopServices: 'Comprar servicios',
      searchLabel: 'Buscar servicios',
      trackOrder: 'Seguir pedido',
      cart: 'Carrito',
      cartItems_one: 'Carrito, {{count}} artículo',
      cartItems_other: 'Carrito, {{count}} artículos',
      openMenu: 'Abrir menú',
      accountMenu: 'menú de la cuenta',
      noName: 'Sin nombre',
      myAccount: 'Mi cuenta',
      logOut: 'Cerrar sesión',
      logOutMobile: 'Cerrar Sesión',
      services: 'Servicios',
      signUpLogIn: 'Registrarse / Iniciar sesión',
      logIn: 'Iniciar sesión',
      storeFallback: 'Tienda',
      storeWebsite: 'Sitio web de {{store}}',
      storeHome: 'Inicio de {{store}}',
      language: 'Idioma',
    },
    footer: {
      privacy: 'Política de privacidad',
      terms: 'Términos y condiciones',
      poweredBy: 'Con la tecnología de {{platform}}',
    },
    a11y: { skipToMain: 'Saltar al contenido principal' },
    pages: { page: 'Página' },
    siteNotFound: 'Este sitio no existe',
    store: {
      inactiveTitle: 'Esta tienda está inactiva por ahora',
      inactiveNamed:
        '{{store}} no está aceptando pedidos en este momento. Vuelva a consultar más tarde.',
      inactive: 'Vuelva a consultar más tarde.',
    },
  },
};

addCatalogue('shell', SHELL_CATALOGUES);

/** The shell's translate function ('shell' namespace), re-rendering on a language change. */
export const useShellT = () => useT('shell');
