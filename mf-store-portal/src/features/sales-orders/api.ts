import { api, type Query } from 'shared/api';
import type { Charge, Order, RecordCustomer } from 'shared/contracts';
import type {
  SalesOrderEdit,
  SalesOrderExtras,
  SalesOrderPage,
  WorkOrder,
  WorkOrderInput,
} from 'shared/contracts/repair';

/** GET /sales-orders/{id}: the order plus its customer (null for a guest) and the repair loop's extras. */
export interface SalesOrder extends Order, Partial<SalesOrderExtras> {
  customer: RecordCustomer | null;
}

const SALES_ORDERS = 'sales-orders';

export const salesOrderKeys = {
  all: () => [SALES_ORDERS] as const,
  list: (query: Query) => [SALES_ORDERS, query] as const,
  detail: (id: string) => [`${SALES_ORDERS}/${id}`] as const,
};

export const LIST_FILTERS = [
  'status',
  'location_id',
  'payment_status',
  'date_from',
  'date_to',
] as const;

export function getSalesOrders(query: Query): Promise<SalesOrderPage> {
  return api.get<SalesOrderPage>(SALES_ORDERS, { query });
}

export function getSalesOrder(id: string): Promise<SalesOrder> {
  return api.get<SalesOrder>(`${SALES_ORDERS}/${encodeURIComponent(id)}`);
}

export function updateSalesOrder(
  id: number,
  edit: SalesOrderEdit,
): Promise<SalesOrder> {
  return api.patch<SalesOrder>(`${SALES_ORDERS}/${id}`, edit);
}

/** The store owner asks the customer for an additional charge. */
export function requestCharge(
  id: number,
  charge: { amount: string; reason: string },
): Promise<Charge> {
  return api.post<Charge>(`${SALES_ORDERS}/${id}/charges`, {
    kind: 'additional',
    ...charge,
  });
}

/** Gives back `amount` of the order's payment to the customer; answers the order with its refunds. */
export function refundOrder(
  id: number,
  refund: { amount: string; reason: string },
): Promise<SalesOrder> {
  return api.post<SalesOrder>(`${SALES_ORDERS}/${id}/refunds`, refund);
}

export function createWorkOrder(
  id: number,
  input: WorkOrderInput,
): Promise<WorkOrder> {
  return api.post<WorkOrder>(`${SALES_ORDERS}/${id}/work-orders`, input);
}

export const EXPORT_PATH = `${SALES_ORDERS}/export.xlsx`;
