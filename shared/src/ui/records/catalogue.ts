import { addCatalogue, type CatalogueSet } from 'shared/i18n';

/** The 'records' namespace: texts of the record widgets both portals use. */
export const RECORDS_CATALOGUES: CatalogueSet = {
  en: {
    timeline: {
      label: 'Timeline',
      labelNewestFirst: 'Timeline, newest first',
      empty: 'Nothing has happened yet.',
      shared: 'Shared with the customer',
      imageBefore: 'Before image, added by {{who}}',
      imageAfter: 'After image, added by {{who}}',
    },
    actors: {
      store: 'Store',
      vendor: 'Vendor',
      customer: 'Customer',
      system: 'System',
    },
  },
  es: {
    timeline: {
      label: 'Historial',
      labelNewestFirst: 'Historial, lo más reciente primero',
      empty: 'Todavía no ha pasado nada.',
      shared: 'Compartido con el cliente',
      imageBefore: 'Imagen de antes, añadida por {{who}}',
      imageAfter: 'Imagen de después, añadida por {{who}}',
    },
    actors: {
      store: 'Tienda',
      vendor: 'Proveedor',
      customer: 'Cliente',
      system: 'Sistema',
    },
  },
};

addCatalogue('records', RECORDS_CATALOGUES);
