import { api } from 'shared/api';
import type { Order, RecordCustomer } from 'shared/contracts';

/** GET /sales-orders/{id}: the order plus its customer (null for a guest). */
export interface SalesOrder extends Order {
  customer: RecordCustomer | null;
}

const SALES_ORDERS = 'sales-orders';

export const salesOrderKeys = {
  detail: (id: string) => [`${SALES_ORDERS}/${id}`] as const,
};

export function getSalesOrder(id: string): Promise<SalesOrder> {
  return api.get<SalesOrder>(`${SALES_ORDERS}/${encodeURIComponent(id)}`);
}
