import { addCatalogue, useT, type CatalogueSet } from 'shared/i18n';

/** The 'shellPortal' namespace: what the portal frame says (header, menu, profile). */
export const SHELL_PORTAL_CATALOGUES: CatalogueSet = {
  en: {
    header: {
      language: 'Language',
      openMenu: 'Open menu',
      menu: 'Menu',
      mainNav: 'Main navigation',
      viewStore: 'View store',
      viewStoreNewTab: 'View store (opens in a new tab)',
      storePortal: 'Store Portal',
      vendorPortal: 'Vendor Portal',
      noName: 'Not Found',
      profile: 'Profile',
      logOut: 'Log out',
    },
  },
  es: {
    header: {
      language: 'Idioma',
      openMenu: 'Abrir menú',
      menu: 'Menú',
      mainNav: 'Navegación principal',
      viewStore: 'Ver tienda',
      viewStoreNewTab: 'Ver tienda (se abre en una pestaña nueva)',
      storePortal: 'Portal de la tienda',
      vendorPortal: 'Portal del proveedor',
      noName: 'Sin nombre',
      profile: 'Perfil',
      logOut: 'Cerrar sesión',
    },
  },
};

addCatalogue('shellPortal', SHELL_PORTAL_CATALOGUES);

/** The portal frame's translate function ('shellPortal' namespace), re-rendering on a language change. */
export const usePortalT = () => useT('shellPortal');
