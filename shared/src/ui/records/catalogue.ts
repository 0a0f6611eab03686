import {
  addCatalogue,
  addValidationMessages,
  type CatalogueSet,
} from 'shared/i18n';

/** The note form's length check, as its schema writes it (the form finds it by this English). */
export const NOTE_TOO_LONG = 'A note may have at most 4000 characters.';

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
    customer: {
      title: 'Customer',
      customer: 'Customer',
      guest: 'Guest',
      contact: 'Contact',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
    },
    lines: {
      title: 'Lines',
      service: 'Service',
      description: 'Description',
      quantity: 'Quantity',
      unitPrice: 'Unit price',
      amount: 'Amount',
      lineTotal: 'Total',
      total: 'Total: {{total}}',
      empty: 'No lines',
    },
    job: {
      title: 'The job',
      status: 'Status:',
      store: 'Store:',
      order: 'Order:',
      orderNo: '#{{number}}',
      orderFor: '#{{number}} for {{customer}}',
      due: 'Due:',
      noDue: 'No due date',
      reason: 'Reason:',
      pieces: 'Pieces',
      vendorPrice: 'Vendor price: {{price}}',
      vendorPriceEach: 'Vendor price: {{price}} each',
      instructions: 'Instructions',
      noInstructions: 'The store gave no instructions.',
    },
    actors: {
      store: 'Store',
      vendor: 'Vendor',
      customer: 'Customer',
      system: 'System',
    },
    note: {
      form: 'Add a note',
      label: 'Note',
      share: 'Share with the customer (shown on their tracking page)',
      submit: 'Add note',
    },
    validation: { noteTooLong: NOTE_TOO_LONG },
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
    customer: {
      title: 'Cliente',
      customer: 'Cliente',
      guest: 'Invitado',
      contact: 'Contacto',
      name: 'Nombre',
      email: 'Correo electrónico',
      phone: 'Teléfono',
    },
    lines: {
      title: 'Líneas',
      service: 'Servicio',
      description: 'Descripción',
      quantity: 'Cantidad',
      unitPrice: 'Precio unitario',
      amount: 'Importe',
      lineTotal: 'Total',
      total: 'Total: {{total}}',
      empty: 'Sin líneas',
    },
    job: {
      title: 'El trabajo',
      status: 'Estado:',
      store: 'Tienda:',
      order: 'Pedido:',
      orderNo: 'n.º {{number}}',
      orderFor: 'n.º {{number}} para {{customer}}',
      due: 'Entrega:',
      noDue: 'Sin fecha de entrega',
      reason: 'Motivo:',
      pieces: 'Piezas',
      vendorPrice: 'Precio del proveedor: {{price}}',
      vendorPriceEach: 'Precio del proveedor: {{price}} cada una',
      instructions: 'Instrucciones',
      noInstructions: 'La tienda no dio instrucciones.',
    },
    actors: {
      store: 'Tienda',
      vendor: 'Proveedor',
      customer: 'Cliente',
      system: 'Sistema',
    },
    note: {
      form: 'Añadir una nota',
      label: 'Nota',
      share:
        'Compartir con el cliente (se muestra en su página de seguimiento)',
      submit: 'Añadir nota',
    },
    validation: {
      noteTooLong: 'Una nota admite como máximo 4000 caracteres.',
    },
  },
};

addCatalogue('records', RECORDS_CATALOGUES);
addValidationMessages('records', 'validation');
