import { api } from 'shared/api';
import type {
  Contact,
  OrderLine,
  RecordCustomer,
} from '../../components/types';

/** Contracts "Customer journey endpoints": Address, Charge, Order (Contact and OrderLine are common). */
export interface Address {
  id?: number;
  first_name: string;
  last_name: string;
  address_line1: string;
  address_line2?: string | null;
  city: string;
  state: string;
  zip: string;
  country?: string | null;
  phone?: string | null;
}

export interface Charge {
  id: number;
  kind: 'additional' | 'extra';
  requested_by: 'store_owner' | 'vendor';
  amount: string;
  reason: string;
  work_order: { item_number: string } | null;
  status: 'unpaid' | 'paid';
  created_on: string;
  paid_on: string | null;
}

export type OrderStatus =
  'new' | 'in_progress' | 'ready' | 'shipped' | 'completed' | 'cancelled';

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
