import { api } from 'shared/api';
import type {
  Address,
  Charge,
  Contact,
  OrderLine,
  OrderStatus,
  RecordCustomer,
} from 'shared/contracts';

/** GET /sales-orders/{id}: the order plus its customer (null for a guest). */
export interface SalesOrder {
  id: number;
  order_no: string;
  status: OrderStatus;
  payment_status: 'unpaid' | 'paid';
  created_on: string;
  paid_on: string | null;
  is_guest: boolean;
  contact: Contact;
  shipping_address: Address | null;
  carrier: { id: number; name: string } | null;
  insurance: { id: number; name: string; amount: string } | null;
  lines: OrderLine[];
  subtotal: string;
  shipping: string;
  insurance_amount: string;
  total: string;
  charges: Charge[];
  customer: RecordCustomer | null;
}

const SALES_ORDERS = 'sales-orders';

export const salesOrderKeys = {
  detail: (id: string) => [`${SALES_ORDERS}/${id}`] as const,
};

export function getSalesOrder(id: string): Promise<SalesOrder> {
  return api.get<SalesOrder>(`${SALES_ORDERS}/${encodeURIComponent(id)}`);
}
