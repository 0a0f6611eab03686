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
    estimatePdf: {
      download: 'Download estimate (PDF)',
      failed: 'The estimate did not download.',
      tryAgain: 'We could not download the estimate. Please try again.',
    },
    invoicePdf: {
      label: 'Download {{number}} as PDF',
      failed: 'We could not download this invoice. Please try again.',
    },
    moves: {
      label: 'Next steps',
      title: '{{action}}?',
      keep: 'Keep it',
      final: 'The {{record}} will be {{status}}. This cannot be undone.',
      reason: 'Reason',
      reasonRequired: 'Please give a reason.',
      failed: 'We could not change the status. Please try again.',
      done: 'Status: {{status}}',
    },
    tabs: {
      all: 'All',
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
    estimatePdf: {
      download: 'Descargar el presupuesto (PDF)',
      failed: 'El presupuesto no se descargó.',
      tryAgain: 'No pudimos descargar el presupuesto. Inténtelo de nuevo.',
    },
    invoicePdf: {
      label: 'Descargar {{number}} en PDF',
      failed: 'No pudimos descargar esta factura. Inténtelo de nuevo.',
    },
    moves: {
      label: 'Siguientes pasos',
      title: '¿{{action}}?',
      keep: 'Dejarlo así',
      final: '{{record}}: pasará a «{{status}}». No se puede deshacer.',
      reason: 'Motivo',
      reasonRequired: 'Indique un motivo.',
      failed: 'No pudimos cambiar el estado. Inténtelo de nuevo.',
      done: 'Estado: {{status}}',
    },
    tabs: {
      all: 'Todos',
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
