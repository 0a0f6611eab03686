// The page declarations' label keys (src/pages.json): the shell draws the menu in these words.

export const menu = {
  en: {
    dashboard: 'Dashboard',
    team: 'My Team',
    customers: 'Customers',
    workOrders: 'Work Orders',
    salesOrders: 'Sales Orders',
    estimates: 'Estimates',
    priceList: 'Price List',
    invoices: 'Invoices',
    settings: 'Settings',
  },
  es: {
    dashboard: 'Panel',
    team: 'Mi equipo',
    customers: 'Clientes',
    workOrders: 'Órdenes de trabajo',
    salesOrders: 'Pedidos de venta',
    estimates: 'Presupuestos',
    priceList: 'Lista de precios',
    invoices: 'Facturas',
    settings: 'Configuración',
  },
};

export const pages = {
  en: { logIn: 'Log in' },
  es: { logIn: 'Iniciar sesión' },
};

/** Record statuses by workflow, in the workflow's English words. */
export const status = {
  en: {
    workOrder: {
      assigned: 'Assigned',
      accepted: 'Accepted',
      rejected: 'Rejected',
      in_progress: 'In progress',
      on_hold: 'On hold',
      done: 'Done',
      returned: 'Returned to store',
    },
    salesOrder: {
      new: 'Received',
      in_progress: 'In progress',
      ready: 'Ready for pickup',
      shipped: 'Shipped',
      completed: 'Completed',
      cancelled: 'Cancelled',
    },
    estimate: {
      requested: 'Requested',
      quoted: 'Sent',
      accepted: 'Approved',
      declined: 'Declined',
      converted: 'Converted to an order',
      expired: 'Expired',
    },
    invoice: { open: 'Open', paid: 'Paid', void: 'Void' },
  },
  es: {
    workOrder: {
      assigned: 'Asignada',
      accepted: 'Aceptada',
      rejected: 'Rechazada',
      in_progress: 'En curso',
      on_hold: 'En espera',
      done: 'Terminada',
      returned: 'Devuelta a la tienda',
    },
    salesOrder: {
      new: 'Recibido',
      in_progress: 'En curso',
      ready: 'Listo para recoger',
      shipped: 'Enviado',
      completed: 'Completado',
      cancelled: 'Cancelado',
    },
    estimate: {
      requested: 'Solicitado',
      quoted: 'Enviado',
      accepted: 'Aprobado',
      declined: 'Rechazado',
      converted: 'Convertido en pedido',
      expired: 'Vencido',
    },
    invoice: { open: 'Abierta', paid: 'Pagada', void: 'Anulada' },
  },
};
