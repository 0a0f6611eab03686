/** Link builders for the vendor portal; each takes the base path the shell mounted it at ('' on vendor hosts). */
const join = (basePath: string, path: string): string =>
  `${basePath.replace(/\/$/, '')}/${path}`;

/** The shop floor's steps of one job (the paths carry no id, so `?work_order=`). */
export const JOB_STEPS = [
  'start-work',
  'job-in-progress',
  'work-information',
  'tell-us',
  'job-done',
] as const;
export type JobStep = (typeof JOB_STEPS)[number];

export const vendorPortalPaths = {
  login: (basePath: string, next?: string): string =>
    join(basePath, 'login') + (next ? `?next=${encodeURIComponent(next)}` : ''),
  forgotPassword: (basePath: string): string =>
    join(basePath, 'forgot-password'),
  dashboard: (basePath: string): string => join(basePath, 'portal/dashboard'),
  /** sidebar (owner): the settings' hub */
  settings: (basePath: string): string => join(basePath, 'portal/settings'),
  addresses: (basePath: string): string =>
    join(basePath, 'portal/setting/address'),
  addAddress: (basePath: string): string =>
    join(basePath, 'portal/setting/address/add'),
  editAddress: (basePath: string, id: number | string): string =>
    join(basePath, `portal/setting/edit-address/${id}`),
  /** owner: the plan, its next bill and the platform's invoices */
  billing: (basePath: string): string =>
    join(basePath, 'portal/setting/billing'),
  /** owner: change plan */
  plan: (basePath: string): string => join(basePath, 'portal/setting/plan'),
  /** owner: the invoices' payment terms, tax id and footer */
  invoiceSettings: (basePath: string): string =>
    join(basePath, 'portal/setting/invoice'),
  payment: (basePath: string): string =>
    join(basePath, 'portal/setting/payment'),
  /** sidebar: the vendor's own customers */
  customers: (basePath: string): string => join(basePath, 'portal/customers'),
  customer: (basePath: string, id: number | string): string =>
    join(basePath, `portal/customer/${id}`),
  newCustomer: (basePath: string): string =>
    join(basePath, 'portal/customer/create'),
  /** sidebar: what the stores sent */
  workOrders: (basePath: string): string => join(basePath, 'portal/workorders'),
  workOrder: (basePath: string, id: number | string): string =>
    join(basePath, `portal/workorder/${id}`),
  /** sidebar: the vendor's own orders for its own customers */
  salesOrders: (basePath: string): string =>
    join(basePath, 'portal/sales-orders'),
  salesOrder: (basePath: string, id: number | string): string =>
    join(basePath, `portal/sales-order/${id}`),
  newSalesOrder: (basePath: string): string =>
    join(basePath, 'portal/sales-order/create'),
  importSalesOrders: (basePath: string): string =>
    join(basePath, 'portal/sales-order/bulk-salesorder'),
  /** sidebar: the vendor's estimates for its own customers */
  estimates: (basePath: string): string => join(basePath, 'portal/estimates'),
  /** the new order's form, making an estimate */
  newEstimate: (basePath: string): string =>
    join(basePath, 'portal/sales-order/create?kind=estimate'),
  estimate: (basePath: string, id: number | string): string =>
    join(basePath, `portal/estimate/${id}`),
  /** shop floor: what the envelope's QR code opens */
  scan: (
    basePath: string,
    storeId: number | string,
    vendorId: number | string,
    orderNo: string,
  ): string =>
    join(
      basePath,
      `scan-work-instructions/${storeId}/${vendorId}/${encodeURIComponent(orderNo)}`,
    ),
  workItems: (basePath: string): string => join(basePath, 'work-items'),
  repairHistory: (basePath: string, id: number | string): string =>
    join(basePath, `repair-history/${id}`),
  jobStep: (basePath: string, step: JobStep, workOrderId: number): string =>
    join(basePath, `${step}?work_order=${workOrderId}`),
  /** sidebar (owner): My Team */
  team: (basePath: string): string => join(basePath, 'portal/users'),
  addTeamMember: (basePath: string): string =>
    join(basePath, 'portal/user/add'),
  /** sidebar (owner): the stores the vendor works with, each with its price list */
  priceLists: (basePath: string): string => join(basePath, 'portal/price-list'),
  /** one store's price list (read-only); the id is the store's */
  priceList: (basePath: string, storeId: number | string): string =>
    join(basePath, `portal/price-list/view/${storeId}`),
  /** the edit of one store's price list (the path carries no id, so `?store=`) */
  editPriceList: (basePath: string, storeId: number | string): string =>
    join(basePath, `portal/price-list/edit?store=${storeId}`),
  /** owner: the workshop's integrations */
  integrations: (basePath: string): string =>
    join(basePath, 'portal/setting/integrations'),
  /** owner: the workshop's set-up */
  setupVendor: (basePath: string): string =>
    join(basePath, 'portal/setting/setup-vendor'),
  /** owner: the sales order import's settings */
  importSettings: (basePath: string): string =>
    join(basePath, 'portal/setting/import-salesorders'),
  /** owner: the items added to bills */
  billItems: (basePath: string): string =>
    join(basePath, 'portal/addbillitems'),
};
