import { Type, type Static } from '@sinclair/typebox';
import { UsedDiscount } from './discounts';

// Wire records of the store portal's customers: the TypeBox schemas the api validates
// with, and the types the store portal reads them as (one contract per record).
//
// Routes (all under /api/v1), the store's owner and staff with the customer module (3): view for
// reads, create for POST /portal/customers, edit for the other writes; everyone else 403, another
// store's customer id 404. Orders are those at the locations where the caller holds the view level.
//   GET  /portal/customers?search&tag&ordering&page&page_size → CustomerPage
//   GET  /portal/customer-tags → { tags } (every tag of the store's customers)
//   POST /portal/customers   CustomerInput → 201 CustomerDetail (409 + field error: email taken)
//   GET  /portal/customers/:id → CustomerDetail
//   PUT  /portal/customers/:id   CustomerEdit → CustomerDetail (409 stale, with `current`)
//   PUT  /portal/customers/:id/tags   CustomerTagsEdit → CustomerDetail (409 stale)
//   POST /portal/customers/:id/comments   CustomerCommentInput → 201 CustomerDetail

export const CUSTOMER_MESSAGES = {
  notFound: 'Customer not found.',
  stale:
    'Someone else changed this customer since you opened it. Here it is as it is now.',
  emailTaken: 'A customer with this email already exists at your store.',
  accountEmail:
    'This customer signs in with this email, so only they can change it.',
  tag: 'A tag has 1 to 30 characters.',
} as const;

export const CUSTOMER_ORDERINGS = [
  'name',
  'email',
  'created_on',
  'orders_count',
  'total_spent',
  'last_order_on',
] as const;

export const CustomerQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  tag: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
  ordering: Type.Optional(
    Type.Union(
      CUSTOMER_ORDERINGS.flatMap((c) => [c, `-${c}`]).map((o) =>
        Type.Literal(o),
      ),
    ),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type CustomerQuery = Static<typeof CustomerQuery>;

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const CustomerInput = Type.Object(
  {
    first_name: Type.String({ maxLength: 60 }),
    last_name: Type.Optional(Type.String({ maxLength: 60 })),
    email: Type.String({ maxLength: 254 }),
    phone: Type.Optional(Nullable(Type.String({ maxLength: 30 }))),
  },
  { additionalProperties: false },
);
export type CustomerInput = Static<typeof CustomerInput>;

const Version = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const CustomerEdit = Type.Object(
  { ...CustomerInput.properties, version: Version },
  { additionalProperties: false },
);
export type CustomerEdit = Static<typeof CustomerEdit>;

export const Tag = Type.String({ minLength: 1, maxLength: 30 });
export const CustomerTagsEdit = Type.Object(
  { tags: Type.Array(Tag, { maxItems: 20 }), version: Version },
  { additionalProperties: false },
);
export type CustomerTagsEdit = Static<typeof CustomerTagsEdit>;

export const CustomerCommentInput = Type.Object(
  { body: Type.String({ minLength: 1, maxLength: 2000 }) },
  { additionalProperties: false },
);
export type CustomerCommentInput = Static<typeof CustomerCommentInput>;

/** One row of the customers list. */
export const CustomerListItem = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  tags: Type.Array(Type.String()),
  /** whether the customer signs in on the storefront */
  has_account: Type.Boolean(),
  orders_count: Type.Integer({ minimum: 0 }),
  /** "123.45", of the orders the caller may see */
  total_spent: Type.String(),
  last_order_on: Type.Union([Type.String(), Type.Null()]),
  created_on: Type.String(),
});
export type CustomerListItem = Static<typeof CustomerListItem>;

export const CustomerPage = Type.Object({
  results: Type.Array(CustomerListItem),
  count: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100 }),
  status_counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
});
export type CustomerPage = Static<typeof CustomerPage>;

export const CustomerAddress = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  address_line1: Type.String(),
  address_line2: Type.Union([Type.String(), Type.Null()]),
  city: Type.String(),
  state: Type.String(),
  zip: Type.String(),
  country: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  is_default: Type.Boolean(),
});
export type CustomerAddress = Static<typeof CustomerAddress>;

export const CustomerOrder = Type.Object({
  id: Type.Integer(),
  order_no: Type.String(),
  status: Type.String(),
  payment_status: Type.String(),
  total: Type.String(),
  created_on: Type.String(),
  location: Type.Union([
    Type.Object({ id: Type.Integer(), name: Type.String() }),
    Type.Null(),
  ]),
});
export type CustomerOrder = Static<typeof CustomerOrder>;

export const TIMELINE_KINDS = ['comment', 'order', 'created'] as const;
export const CustomerTimelineEntry = Type.Object({
  /** 'comment-12', 'order-1000001', 'created' */
  id: Type.String(),
  kind: Type.Union(TIMELINE_KINDS.map((k) => Type.Literal(k))),
  body: Type.String(),
  author_name: Type.String(),
  created_on: Type.String(),
  order: Type.Union([
    Type.Object({ id: Type.Integer(), order_no: Type.String() }),
    Type.Null(),
  ]),
});
export type CustomerTimelineEntry = Static<typeof CustomerTimelineEntry>;

export const CustomerDetail = Type.Object({
  ...CustomerListItem.properties,
  version: Type.Integer(),
  addresses: Type.Array(CustomerAddress),
  /** the newest orders (at most ORDERS_SHOWN); orders_count counts them all */
  orders: Type.Array(CustomerOrder),
  /** newest first */
  timeline: Type.Array(CustomerTimelineEntry),
  /** discount codes used on the orders the caller sees, newest first (shared/contracts/discounts) */
  used_discounts: Type.Array(UsedDiscount),
});
export type CustomerDetail = Static<typeof CustomerDetail>;

/** GET /portal/customer-tags: every tag the store's customers carry. */
export const CustomerTagList = Type.Object({ tags: Type.Array(Type.String()) });
export type CustomerTagList = Static<typeof CustomerTagList>;
