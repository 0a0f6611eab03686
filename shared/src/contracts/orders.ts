// The customer-journey records the api answers (docs/contracts.md "Customer journey endpoints"),
// typed once for every remote that reads them: the storefront and the store portal.

/** A shipping address. */
export interface Address {
  id?: number;
  first_name: string;
  last_name: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string | null;
  is_default?: boolean;
}

/** The person an order or estimate is for. */
export interface Contact {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

/** A line of an order or estimate, with the options chosen at the time (a deleted service: id null). */
export interface OrderLine {
  id: number;
  service: { id: number | null; name: string; image: string | null };
  quantity: number;
  unit_price: string;
  line_total: string;
  choices: { label: string; value: string }[];
}

/** An additional or extra charge on an order, and who asked for it (spec section 6). */
export interface Charge {
  id: number;
  kind: 'additional' | 'extra';
  requested_by: 'store_owner' | 'vendor';
  amount: string;
  reason: string;
  /**
   * `item_number`: 'WO-<work order no>' (or the older 'WO-<order_no>-<line position>');
   * `item_name`: the service names of those lines, for the customer (null when unknown); the api
   * always sends it (optional here only so that older fixtures still type-check).
   */
  work_order: { item_number: string; item_name?: string | null } | null;
  status: 'unpaid' | 'paid';
  token: string;
  created_on: string;
  paid_on: string | null;
}

/** A sales order's status. */
export type OrderStatus =
  'new' | 'in_progress' | 'ready' | 'shipped' | 'completed' | 'cancelled';

/** A sales order; money is a decimal string in the store's currency. */
export interface Order {
  id: number;
  store_id: number;
  order_no: string;
  status: OrderStatus;
  payment_status: 'unpaid' | 'paid' | 'partially_refunded' | 'refunded';
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
  /** only when a discount code was taken off the subtotal (contracts/discounts); `total` is after it */
  discount?: { code: string; amount: string };
  charges: Charge[];
  /** the public token: the `{gutter}` of the payment pages */
  token: string;
  /** the tracking link's token (`/order-tracking/{order_no}?token=…`): shows the status only */
  tracking_token: string;
  /** only for completed orders: the feedback link's token and whether feedback was given */
  feedback: { token: string; submitted: boolean } | null;
}

/** An estimate's status. */
export type EstimateStatus =
  'requested' | 'quoted' | 'accepted' | 'declined' | 'converted';

/** An estimate request. */
export interface Estimate {
  id: number;
  store_id: number;
  estimate_no: string;
  status: EstimateStatus;
  created_on: string;
  contact: Contact;
  notes: string;
  lines: OrderLine[];
  subtotal: string;
  token: string;
}

/** The registered customer of an order or estimate, as the portals see it (null for a guest). */
export interface RecordCustomer {
  id: number;
  first_name: string;
  last_name: string;
}
