import { Type, type Static } from '@sinclair/typebox';
import { PAYMENT_STATUSES } from '../workflow/payments';
import {
  DateTime,
  ESTIMATE_STATUSES,
  Money,
  Nullable,
  SALES_ORDER_STATUSES,
} from './repairParts';
import { PushConfig } from './notifications';
import { SalesOrderExtras, TrackingStep } from './repair';

// The customer-journey records the api answers (docs/contracts.md "Customer journey endpoints"),
// defined once: the api reads orders in these shapes, and the storefront and the store portal import
// their types. Money is a 2-decimal string, dates are ISO strings.

/** A shipping address. */
export const Address = Type.Object({
  id: Type.Optional(Type.Integer()),
  first_name: Type.String(),
  last_name: Type.String(),
  address_line1: Type.String(),
  address_line2: Nullable(Type.String()),
  city: Type.String(),
  state: Type.String(),
  zip: Type.String(),
  country: Type.String(),
  phone: Nullable(Type.String()),
  is_default: Type.Optional(Type.Boolean()),
});
export type Address = Static<typeof Address>;

/** The person an order or estimate is for. */
export const Contact = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
});
export type Contact = Static<typeof Contact>;

/** A line of an order or estimate, with the options chosen at the time (a deleted service: id null). */
export const OrderLine = Type.Object({
  id: Type.Integer(),
  service: Type.Object({
    id: Nullable(Type.Integer()),
    name: Type.String(),
    image: Nullable(Type.String()),
  }),
  quantity: Type.Integer(),
  unit_price: Money(),
  line_total: Money(),
  choices: Type.Array(
    Type.Object({ label: Type.String(), value: Type.String() }),
  ),
});
export type OrderLine = Static<typeof OrderLine>;

/** An additional (store owner) or extra (vendor) charge on an order, and who asked for it. */
export const Charge = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('additional'), Type.Literal('extra')]),
  requested_by: Type.Union([
    Type.Literal('store_owner'),
    Type.Literal('vendor'),
  ]),
  amount: Money(),
  reason: Type.String(),
  /**
   * `item_number`: 'WO-<work order no>' (or the older 'WO-<order_no>-<line position>');
   * `item_name`: the service names of those lines, for the customer (null when unknown); the api
   * always sends it (optional here only so that older fixtures still type-check).
   */
  work_order: Nullable(
    Type.Object({
      item_number: Type.String(),
      item_name: Type.Optional(Nullable(Type.String())),
    }),
  ),
  status: Type.Union([Type.Literal('unpaid'), Type.Literal('paid')]),
  token: Type.String(),
  created_on: DateTime(),
  paid_on: Nullable(DateTime()),
});
export type Charge = Static<typeof Charge>;

/**
 * A requested charge as its requester gets it: a vendor who asks for an extra charge gets it without
 * the token (the payment link is the customer's).
 *   POST /sales-orders/:id/charges, POST /work-orders/:id/charges -> 201 RequestedCharge
 */
export const RequestedCharge = Type.Object({
  ...Charge.properties,
  token: Type.Optional(Type.String()),
});
export type RequestedCharge = Static<typeof RequestedCharge>;

/**
 * A charge the store owner (kind additional) or the vendor (kind extra) asks of the customer:
 *   POST /sales-orders/:id/charges  ChargeInput -> 201 Charge
 */
export const ChargeInput = Type.Object({
  kind: Type.Union([Type.Literal('additional'), Type.Literal('extra')]),
  /** "12.50" (or a number): greater than 0, at most 2 decimals */
  amount: Type.Union([Type.String({ maxLength: 20 }), Type.Number()]),
  reason: Type.String({ maxLength: 500 }),
  /** the work order the charge is for ('WO-…'), if any */
  work_order_item_number: Type.Optional(
    Type.Union([Type.String({ maxLength: 50 }), Type.Null()]),
  ),
});
export type ChargeInput = Static<typeof ChargeInput>;

/** A sales order's status (the sales-order machine's states, shared/workflow). */
export const OrderStatus = Type.Union(
  SALES_ORDER_STATUSES.map((status) => Type.Literal(status)),
);
export type OrderStatus = Static<typeof OrderStatus>;

/** A sales order; money is a decimal string in the store's currency. */
export const Order = Type.Object({
  id: Type.Integer(),
  store_id: Type.Integer(),
  order_no: Type.String(),
  status: OrderStatus,
  payment_status: Type.Union(
    PAYMENT_STATUSES.map((status) => Type.Literal(status)),
  ),
  created_on: DateTime(),
  paid_on: Nullable(DateTime()),
  is_guest: Type.Boolean(),
  contact: Contact,
  shipping_address: Nullable(Address),
  carrier: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  insurance: Nullable(
    Type.Object({ id: Type.Integer(), name: Type.String(), amount: Money() }),
  ),
  lines: Type.Array(OrderLine),
  subtotal: Money(),
  shipping: Money(),
  insurance_amount: Money(),
  total: Money(),
  /** only when a discount code was taken off the subtotal (contracts/discounts); `total` is after it */
  discount: Type.Optional(
    Type.Object({ code: Type.String(), amount: Money() }),
  ),
  charges: Type.Array(Charge),
  /** the public token: the `{gutter}` of the payment pages */
  token: Type.String(),
  /** the tracking link's token (`/order-tracking/{order_no}?token=…`): shows the status only */
  tracking_token: Type.String(),
  /** only for completed orders: the feedback link's token and whether feedback was given */
  feedback: Nullable(
    Type.Object({ token: Type.String(), submitted: Type.Boolean() }),
  ),
});
export type Order = Static<typeof Order>;

/** An estimate's status. */
export const EstimateStatus = Type.Union(
  ESTIMATE_STATUSES.map((status) => Type.Literal(status)),
);
export type EstimateStatus = Static<typeof EstimateStatus>;

/** An estimate request. */
export const Estimate = Type.Object({
  id: Type.Integer(),
  store_id: Type.Integer(),
  estimate_no: Type.String(),
  status: EstimateStatus,
  created_on: DateTime(),
  contact: Contact,
  notes: Type.String(),
  lines: Type.Array(OrderLine),
  subtotal: Money(),
  token: Type.String(),
});
export type Estimate = Static<typeof Estimate>;

/** The registered customer of an order or estimate, as the portals see it (null for a guest). */
export const RecordCustomer = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
});
export type RecordCustomer = Static<typeof RecordCustomer>;

/** Development only: POST /dev/bulk-orders, a store's order book at scale for the benchmark. */
export const DevBulkOrdersBody = Type.Object({
  store_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  count: Type.Integer({ minimum: 1, maximum: 20000 }),
});
export type DevBulkOrdersBody = Static<typeof DevBulkOrdersBody>;
/** The first number of the orders made, and how many. */
export const DevBulkOrders = Type.Object({
  first_order_no: Type.String(),
  count: Type.Integer(),
});
export type DevBulkOrders = Static<typeof DevBulkOrders>;

/** GET /order-tracking: the order's number, and the email or the tracking link's token as proof. */
export const TrackingQuery = Type.Object({
  // The api checks order_no itself, so that its messages are exactly the spec's.
  order_no: Type.Optional(Type.String({ maxLength: 100 })),
  store_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  is_validated: Type.Optional(
    Type.Union(['True', 'False', 'true', 'false'].map((v) => Type.Literal(v))),
  ),
  email: Type.Optional(
    Type.String({ maxLength: 254, description: "the order's email" }),
  ),
  tracking_token: Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        "the tracking link's token (/order-tracking/{number}?token=…)",
    }),
  ),
});
export type TrackingQuery = Static<typeof TrackingQuery>;

/** GET /customers/me/orders?page&page_size: the caller's own orders, newest first, with their lines. */
export const CustomerOrderPage = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  /** the next page's query (`?page=2&page_size=10`), null on the last */
  next: Nullable(Type.String()),
  results: Type.Array(Order),
});
export type CustomerOrderPage = Static<typeof CustomerOrderPage>;

/** GET /customers/me/orders/:order_no: the order, its status in words and the customer's timeline. */
export const CustomerOrder = Type.Object({
  ...Order.properties,
  status_label: Type.String(),
  steps: Type.Array(TrackingStep),
});
export type CustomerOrder = Static<typeof CustomerOrder>;

/** GET /customers/me/estimates: the caller's own estimate requests. */
export const CustomerEstimateList = Type.Array(Estimate);
export type CustomerEstimateList = Static<typeof CustomerEstimateList>;

/**
 * GET /order-tracking: the tracked order. `live` (the order's public push channel) only for a caller
 * who proved the order; `total` and `customer` only for the order's own signed-in customer.
 */
export const OrderTracking = Type.Object({
  order_number: Type.String(),
  status: OrderStatus,
  /** the status in words; never show `status`, a code */
  status_label: Type.String(),
  /** the customer's timeline: status steps, payments, shared notes and photos, oldest first */
  steps: Type.Array(TrackingStep),
  created_on: DateTime(),
  /** the number of items ordered (the lines' quantities added up) */
  items_count: Type.Integer({ minimum: 0 }),
  store_id: Type.Integer(),
  live: Type.Optional(PushConfig),
  total: Type.Optional(Money()),
  customer: Type.Optional(
    Type.Object({
      first_name: Nullable(Type.String()),
      last_name: Nullable(Type.String()),
    }),
  ),
});
export type OrderTracking = Static<typeof OrderTracking>;

/**
 * The portal's sales order (GET and PATCH /sales-orders/:id, POST …/status, 201 POST …/refunds):
 * the Order, its registered customer (null for a guest) and what the repair loop adds.
 */
export const SalesOrderDetail = Type.Object({
  ...Order.properties,
  customer: Nullable(RecordCustomer),
  ...SalesOrderExtras.properties,
});
export type SalesOrderDetail = Static<typeof SalesOrderDetail>;
