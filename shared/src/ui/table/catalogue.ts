import { addCatalogue, type CatalogueSet } from 'shared/i18n';

/** The 'table' namespace: texts of the list filters both portals use. */
export const TABLE_CATALOGUES: CatalogueSet = {
  en: {
    dateRange: {
      from: 'From',
      to: 'To',
      createdFrom: 'Created from',
      createdTo: 'Created to',
    },
  },
  es: {
    dateRange: {
      from: 'Desde',
      to: 'Hasta',
      createdFrom: 'Creado desde',
      createdTo: 'Creado hasta',
    },
  },
};

addCatalogue('table', TABLE_CATALOGUES);
