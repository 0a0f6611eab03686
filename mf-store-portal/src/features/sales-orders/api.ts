import { api } from 'shared/api';

/** Contracts "Customer journey endpoints": Address, Contact, OrderLine, Charge, Order. */
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

export interface Contact {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

export interface OrderLine {
  id: number;
  service: { id: number | null; name: string; image: string | null };
  quantity: number;
  unit_price: string;
  line_total: string;
  choices: { label: string; value: string }[];
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
  customer: { id: number; first_name: string; last_name: string } | null;
}

const SALES_ORDERS = 'sales-orders';

export const salesOrderKeys = {
  detail: (id: string) => [`${SALES_ORDERS}/${id}`] as const,
};

export function getSalesOrder(id: string): Promise<SalesOrder> {
  return api.get<SalesOrder>(`${SALES_ORDERS}/${encodeURIComponent(id)}`);
}
