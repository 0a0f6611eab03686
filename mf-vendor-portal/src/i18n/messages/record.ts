// One record's page (a work order, a sales order): its heading, states and sections.

export const record = {
  en: {
    timeline: 'Timeline',
    notes: 'Notes',
    workOrder: {
      loading: 'Loading work order',
      title: 'Work order',
      titleFor: 'Work order {{name}}',
      missing: 'This work order does not exist or is not yours.',
      loadFailed: 'We could not load this work order.',
      asNow: 'This is the work order as it is now.',
      workInformation: 'Work information',
      afterImages: 'After images',
      afterImage: 'The finished piece, view {{n}}',
    },
    salesOrder: {
      loading: 'Loading sales order',
      title: 'Sales order',
      titleFor: 'Sales order {{no}}',
      missing: 'This sales order does not exist or is not yours.',
      loadFailed: 'We could not load this sales order.',
      asNow: 'This is the sales order as it is now.',
      source: {
        portal: 'Created in the portal',
        import: 'Imported from a spreadsheet',
        estimate: 'Converted from an estimate',
      },
    },
  },
  es: {
    timeline: 'Historial',
    notes: 'Notas',
    workOrder: {
      loading: 'Cargando la orden de trabajo',
      title: 'Orden de trabajo',
      titleFor: 'Orden de trabajo {{name}}',
      missing: 'Esta orden de trabajo no existe o no es suya.',
      loadFailed: 'No pudimos cargar esta orden de trabajo.',
      asNow: 'Así está ahora la orden de trabajo.',
      workInformation: 'Información del trabajo',
      afterImages: 'Imágenes de después',
      afterImage: 'La pieza terminada, vista {{n}}',
    },
    salesOrder: {
      loading: 'Cargando el pedido de venta',
      title: 'Pedido de venta',
      titleFor: 'Pedido de venta {{no}}',
      missing: 'Este pedido de venta no existe o no es suyo.',
      loadFailed: 'No pudimos cargar este pedido de venta.',
      asNow: 'Así está ahora el pedido de venta.',
      source: {
        portal: 'Creado en el portal',
        import: 'Importado de una hoja de cálculo',
        estimate: 'Convertido desde un presupuesto',
      },
    },
  },
};
