import type {
  EstimateConverted,
  QuoteInput,
} from 'shared/contracts/estimateQuotes';
import { api, type Query } from 'shared/api';
import type { StatusMove } from 'shared/contracts/repair';
import type {
  VendorConvertInput,
  VendorCustomer,
  VendorCustomerDetail,
  VendorCustomerEdit,
  VendorCustomerInput,
  VendorCustomerPage,
  VendorEstimate,
  VendorEstimatePage,
  VendorEvent,
  VendorImportInput,
  VendorImportResult,
  VendorRecordEdit,
  VendorSalesOrder,
  VendorSalesOrderInput,
  VendorSalesOrderPage,
} from 'shared/contracts/vendorSales';

// The vendor's own customers, sales orders and estimates (shared/contracts/vendorSales's route table).

const ORDERS = 'vendor/sales-orders';
const ESTIMATES = 'vendor/estimates';

/** A list's query (status tab, search, ordering, page), as shared/ui's useTableQuery gives it. */
export type ListQuery = Record<string, string | number>;

export const vendorSalesKeys = {
  orders: (query: ListQuery) => [ORDERS, { ...query } as Query] as const,
  order: (id: number) => [`${ORDERS}/${id}`] as const,
  estimates: (query: ListQuery) => [ESTIMATES, { ...query } as Query] as const,
  estimate: (id: number) => [`${ESTIMATES}/${id}`] as const,
  customers: (search: string) => ['vendor/customers', { search }] as const,
  customerPage: (query: ListQuery) =>
    ['vendor/customers', { ...query } as Query] as const,
  customer: (id: number) => [`vendor/customers/${id}`] as const,
};

export const getSalesOrders = (query: ListQuery) =>
  api.get<VendorSalesOrderPage>(ORDERS, { query: { ...query } });
export const getSalesOrder = (id: number) =>
  api.get<VendorSalesOrder>(`${ORDERS}/${id}`);
export const createSalesOrder = (input: VendorSalesOrderInput) =>
  api.post<VendorSalesOrder>(ORDERS, input);
export const moveSalesOrder = (id: number, move: StatusMove) =>
  api.post<VendorSalesOrder>(`${ORDERS}/${id}/status`, move);
export const addSalesOrderNote = (id: number, body: string) =>
  api.post<VendorEvent>(`${ORDERS}/${id}/notes`, { body });
export const importSalesOrders = (input: VendorImportInput) =>
  api.post<VendorImportResult>(`${ORDERS}/import`, input);
/** The list as XLSX with the same filters, a download. */
export const SALES_ORDERS_EXPORT = `${ORDERS}/export.xlsx`;
/** The import's template (CSV), a download. */
export const IMPORT_TEMPLATE = `${ORDERS}/import-template.csv`;

export const getEstimates = (query: ListQuery) =>
  api.get<VendorEstimatePage>(ESTIMATES, { query: { ...query } });
export const getEstimate = (id: number) =>
  api.get<VendorEstimate>(`${ESTIMATES}/${id}`);
export const createEstimate = (input: VendorSalesOrderInput) =>
  api.post<VendorEstimate>(ESTIMATES, input);
export const moveEstimate = (id: number, move: StatusMove) =>
  api.post<VendorEstimate>(`${ESTIMATES}/${id}/status`, move);
/** Saves the vendor's draft of the quote (400 on its lines, 409 when stale or closed). */
export const saveEstimateQuote = (id: number, input: QuoteInput) =>
  api.put<VendorEstimate>(`${ESTIMATES}/${id}/quote`, input);
export const convertEstimate = (id: number, version: number) =>
  api.post<EstimateConverted>(`${ESTIMATES}/${id}/convert`, {
    version,
  } satisfies VendorConvertInput);

/** The customer picker's choices: the first 20 whose name, email or phone holds `search`. */
export const getCustomers = async (search: string) =>
  (
    await api.get<VendorCustomerPage>('vendor/customers', {
      query: { search, page_size: 20 },
    })
  ).results;
export const getCustomerPage = (query: ListQuery) =>
  api.get<VendorCustomerPage>('vendor/customers', { query: { ...query } });
export const getCustomer = (id: number) =>
  api.get<VendorCustomerDetail>(`vendor/customers/${id}`);
export const editCustomer = (id: number, edit: VendorCustomerEdit) =>
  api.put<VendorCustomerDetail>(`vendor/customers/${id}`, edit);
export const createCustomer = (input: VendorCustomerInput) =>
  api.post<VendorCustomer>('vendor/customers', input);

/** The edit of an order's or estimate's lines and notes (409 when stale or past its open price). */
export const editSalesOrder = (id: number, edit: VendorRecordEdit) =>
  api.patch<VendorSalesOrder>(`${ORDERS}/${id}`, edit);
export const editEstimate = (id: number, edit: VendorRecordEdit) =>
  api.patch<VendorEstimate>(`${ESTIMATES}/${id}`, edit);
