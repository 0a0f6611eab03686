// Link builders of the invoices area (/portal/invoices, /portal/invoice/{id}); each
// takes the base path the shell mounted the vendor portal at ('' on vendor hosts).
const join = (basePath: string, path: string): string =>
  `${basePath.replace(/\/$/, '')}/${path}`;

export const invoicePaths = {
  /** sidebar (owner): the vendor's invoices to stores */
  list: (basePath: string): string => join(basePath, 'portal/invoices'),
  invoice: (basePath: string, id: number | string): string =>
    join(basePath, `portal/invoice/${id}`),
  /** the new invoice's page; a store id chooses the store */
  create: (basePath: string, storeId?: number | string): string =>
    join(basePath, 'portal/invoice/new') + (storeId ? `?store=${storeId}` : ''),
};
