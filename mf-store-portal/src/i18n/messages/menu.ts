// The page declarations' label keys (src/pages.json): the shell draws the menu in these words.

export const menu = {
  en: {
    dashboard: 'Dashboard',
    users: 'Users',
    locations: 'Locations',
    customers: 'Customers',
    services: 'Services',
    salesOrders: 'Sales Orders',
    workOrders: 'Work Orders',
    estimates: 'Estimates',
    discounts: 'Discounts',
    billing: 'Billing',
    integrations: 'Integrations',
    vendors: 'Vendors',
    settings: 'Settings',
    stores: 'Stores',
    releases: 'Releases',
  },
  es: {
    dashboard: 'Panel',
    users: 'Usuarios',
    locations: 'Sucursales',
    customers: 'Clientes',
    services: 'Servicios',
    salesOrders: 'Pedidos de venta',
    workOrders: 'Órdenes de trabajo',
    estimates: 'Presupuestos',
    discounts: 'Descuentos',
    billing: 'Facturación',
    integrations: 'Integraciones',
    vendors: 'Proveedores',
    settings: 'Configuración',
    stores: 'Tiendas',
    releases: 'Versiones',
  },
};

export const pages = {
  en: { locations: 'Locations', logIn: 'Log in' },
  es: { locations: 'Sucursales', logIn: 'Iniciar sesión' },
};
