import { api } from 'shared/api';
import type { LoginResponse } from 'shared/session';

/** contracts "Customer journey endpoints (issue 3)": `Address`. */
export interface Address {
  id?: number;
  first_name: string;
  last_name: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string;
  is_default?: boolean;
}

/** `OrderLine`: choices are the answered options, snapshotted at order time. */
export interface OrderLine {
  id: number;
  service: { id: number; name: string; image: string | null };
  quantity: number;
  unit_price: string;
  line_total: string;
  choices: { label: string; value: string }[];
}

/** `Charge`: an additional or extra charge on an order. */
export interface Charge {
  id: number;
  kind: 'additional' | 'extra';
  requested_by: 'store_owner' | 'vendor';
  amount: string;
  reason: string;
  work_order: { item_number: string } | null;
  status: 'unpaid' | 'paid';
  token: string;
  created_on: string;
  paid_on: string | null;
}

export type OrderStatus =
  'new' | 'in_progress' | 'ready' | 'shipped' | 'completed' | 'cancelled';

/** `Order` as the customer sees it. */
export interface Order {
  id: number;
  order_no: string;
  status: OrderStatus;
  payment_status: 'unpaid' | 'paid';
  created_on: string;
  paid_on: string | null;
  is_guest: boolean;
  contact: {
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
  };
  shipping_address: Address | null;
  carrier: { id: number; name: string } | null;
  insurance: { id: number; name: string; amount: string } | null;
  lines: OrderLine[];
  subtotal: string;
  shipping: string;
  insurance_amount: string;
  total: string;
  charges: Charge[];
  token: string;
  feedback: { token: string; submitted: boolean } | null;
}

export interface OrderPage {
  count: number;
  next: string | null;
  results: Order[];
}

export interface Profile {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
}

export type ProfilePatch = Partial<
  Pick<Profile, 'first_name' | 'last_name' | 'phone'>
>;

/** `GET /feedback/{token}`. */
export interface FeedbackTarget {
  order_no: string;
  store_name: string;
  status: OrderStatus;
  lines: OrderLine[];
  submitted: boolean;
  rating?: number;
  comment?: string;
}

export interface RegisterBody {
  store_id: number;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  phone?: string;
  cart_id?: string;
}

export const ORDERS_PAGE_SIZE = 10;

const ME = 'customers/me';
const ORDERS = `${ME}/orders`;
const ADDRESSES = `${ME}/addresses`;

/** SWR keys of the account pages (each starts with the resource path). */
export const accountKeys = {
  profile: () => [ME] as const,
  orders: (page: number) =>
    [ORDERS, { page, page_size: ORDERS_PAGE_SIZE }] as const,
  order: (orderNo: string) =>
    [`${ORDERS}/${encodeURIComponent(orderNo)}`] as const,
  addresses: () => [ADDRESSES] as const,
  // The api answers a feedback token only on its own store (another store's looks unknown).
  feedback: (token: string, storeId: number) =>
    [`feedback/${encodeURIComponent(token)}`, { store_id: storeId }] as const,
  resetLink: (key: string, token: string) =>
    [
      `auth/customer/reset-password/${encodeURIComponent(key)}/${encodeURIComponent(token)}`,
    ] as const,
};

export function customerLogin(body: {
  store_id: number;
  email: string;
  password: string;
  cart_id?: string;
}): Promise<LoginResponse> {
  return api.post<LoginResponse>('auth/customer/login', body);
}

export function registerCustomer(body: RegisterBody): Promise<LoginResponse> {
  return api.post<LoginResponse>('auth/customer/register', body);
}

export function requestPasswordReset(body: {
  store_id: number;
  email: string;
}): Promise<{ message: string }> {
  return api.post<{ message: string }>('auth/customer/forgot-password', body);
}

export function resetPassword(body: {
  key: string;
  token: string;
  password: string;
}): Promise<{ message: string }> {
  return api.post<{ message: string }>('auth/customer/reset-password', body);
}

export function updateProfile(patch: ProfilePatch): Promise<Profile> {
  return api.patch<Profile>(ME, patch);
}

export function createAddress(address: Address): Promise<Address> {
  return api.post<Address>(ADDRESSES, address);
}

export function updateAddress(id: number, address: Address): Promise<Address> {
  return api.put<Address>(`${ADDRESSES}/${id}`, address);
}

export function deleteAddress(id: number): Promise<unknown> {
  return api.delete(`${ADDRESSES}/${id}`);
}

export function submitFeedback(
  token: string,
  storeId: number,
  body: { rating: number; comment?: string },
): Promise<unknown> {
  return api.post(`feedback/${encodeURIComponent(token)}`, body, {
    query: { store_id: storeId },
  });
}
