/** Why a record's page has nothing to show: not found, not allowed, or a failed load. */
export const detail = {
  en: {
    notFound: {
      salesOrder: 'Sales order not found',
      estimate: 'Estimate not found',
      invoice: 'Invoice not found',
      workOrder: 'Work order not found',
      customer: 'Customer not found',
    },
    denied: {
      salesOrder: 'You cannot view this sales order',
      estimate: 'You cannot view this estimate',
      invoice: 'You cannot view this invoice',
      workOrder: 'You cannot view this work order',
      customer: 'You cannot view this customer',
    },
    loadFailed: {
      salesOrder: 'We could not load this sales order.',
      estimate: 'We could not load this estimate.',
      invoice: 'We could not load this invoice.',
      workOrder: 'We could not load this work order.',
      customer: 'We could not load this customer.',
    },
  },
  es: {
    notFound: {
      salesOrder: 'No se encontró el pedido de venta',
      estimate: 'No se encontró el presupuesto',
      invoice: 'No se encontró la factura',
      workOrder: 'No se encontró la orden de trabajo',
      customer: 'No se encontró el cliente',
    },
    denied: {
      salesOrder: 'No puede ver este pedido de venta',
      estimate: 'No puede ver este presupuesto',
      invoice: 'No puede ver esta factura',
      workOrder: 'No puede ver esta orden de trabajo',
      customer: 'No puede ver este cliente',
    },
    loadFailed: {
      salesOrder: 'No pudimos cargar este pedido de venta.',
      estimate: 'No pudimos cargar este presupuesto.',
      invoice: 'No pudimos cargar esta factura.',
      workOrder: 'No pudimos cargar esta orden de trabajo.',
      customer: 'No pudimos cargar este cliente.',
    },
  },
};
