/** Link builders for the store portal; each takes the base path the shell mounted it at ('/portal'). */
const join = (basePath: string, path: string): string =>
  `${basePath.replace(/\/$/, '')}/${path}`;

export const storePortalPaths = {
  login: (basePath: string): string => join(basePath, 'login'),
  locations: (basePath: string): string => join(basePath, 'location'),
  salesOrder: (basePath: string, id: number | string): string =>
    join(basePath, `sales-order/${id}`),
  estimate: (basePath: string, id: number | string): string =>
    join(basePath, `estimate/${id}`),
  salesOrders: (basePath: string): string => join(basePath, 'sales-orders'),
  workOrders: (basePath: string): string => join(basePath, 'work-orders'),
  workOrder: (basePath: string, id: number | string): string =>
    join(basePath, `work-order/${id}`),
  estimates: (basePath: string): string => join(basePath, 'estimates'),
  addLocation: (basePath: string): string => join(basePath, 'location/add'),
  editLocation: (basePath: string, id: number | string): string =>
    join(basePath, `location/edit/${id}`),
  customers: (basePath: string): string => join(basePath, 'customers'),
  customer: (basePath: string, id: number | string): string =>
    join(basePath, `customer/${id}`),
  createCustomer: (basePath: string): string =>
    join(basePath, 'customer/create'),
  vendors: (basePath: string): string => join(basePath, 'vendors'),
  commissionRules: (basePath: string, vendorId: number | string): string =>
    join(basePath, `vendors/${vendorId}/commission-rules`),
  billing: (basePath: string): string => join(basePath, 'billing'),
  integrations: (basePath: string): string => join(basePath, 'integrations'),
  discounts: (basePath: string): string => join(basePath, 'discounts'),
};
