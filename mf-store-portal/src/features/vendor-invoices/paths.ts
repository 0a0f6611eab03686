/** Link builders of the store's invoices from vendors; each takes the portal's base path ('/portal'). */
export const vendorInvoicePaths = {
  vendors: (base: string): string => `${base}/vendors`,
  list: (base: string): string => `${base}/vendors/invoices`,
  invoice: (base: string, id: number | string): string =>
    `${base}/vendors/invoices/${id}`,
  workOrder: (base: string, id: number): string => `${base}/work-order/${id}`,
};
