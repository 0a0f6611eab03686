import { Type, type Static } from '@sinclair/typebox';
import { Money, Nullable, PageOf, type Page } from './repairParts';

// A store's discount codes (spec module "discount 14" and the customers' "used
// discount"): codes a customer types at checkout to take a percent or a fixed amount off the
// order's subtotal (shipping and insurance are not discounted). The server alone prices them: the
// browser sends a code, never an amount.
//
// Routes (under /api/v1), the store's owner and staff with the discount module (14): view for the
// list, create to add, edit to change or deactivate, delete to delete; everyone else 403; another
// store's ids 404.
//   GET    /portal/discounts?search&status&ordering&page&page_size → DiscountPage
//   POST   /portal/discounts   DiscountInput → 201 Discount (400 + field error: code taken)
//   PUT    /portal/discounts/:id   DiscountEdit → Discount (409 stale, with `current`)
//   POST   /portal/discounts/:id/deactivate   DiscountVersion → Discount (409 stale)
//   DELETE /portal/discounts/:id → {} (409 once an order used it: deactivate it instead)
// Storefront (the cart's owner, as for POST /orders):
//   POST   /discounts/check   DiscountCheck → DiscountQuote (400/409 with `errors.discount_code`)
//   POST   /orders takes `discount_code`; the order answers `discount: { code, amount }` and its
//          total (what the payment charges) is subtotal − discount + shipping + insurance. The use
//          is written in the order's transaction; a code at its limit answers 409 and places nothing.
// The store portal's customer detail lists the customer's `used_discounts` (UsedDiscount).

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** Derived from the dates and the active flag: scheduled before its start day, expired after its end day. */
export const DISCOUNT_STATUSES = [
  'active',
  'scheduled',
  'expired',
  'inactive',
] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

export const DISCOUNT_ORDERINGS = [
  'code',
  'value',
  'uses',
  'starts_on',
  'ends_on',
  'created_on',
] as const;

/** 3–32 letters, digits, '-' or '_'; unique per store whatever the case. */
export const DISCOUNT_CODE_PATTERN = '^[A-Za-z0-9_-]{3,32}$';

export const DISCOUNT_MESSAGES = {
  notFound: 'This discount does not exist or is not yours.',
  code: 'A code has 3 to 32 letters, digits, - or _.',
  codeTaken: 'You already have a discount with this code.',
  percent: 'Please enter a percent between 1 and 100 with at most 2 decimals',
  fixed: 'Please enter an amount over 0 with at most 2 decimals',
  minSubtotal: 'Please enter a valid amount with at most 2 decimals',
  dates: 'The end date must be after the start date.',
  stale:
    'Someone else changed this discount since you opened it. Here it is as it is now.',
  inUse:
    'Orders used this code, so it cannot be deleted. Deactivate it instead: customers can no longer use it.',
  unknown: 'This discount code does not exist.',
  inactive: 'This discount code is not active.',
  notStarted: 'This discount code is not valid yet.',
  expired: 'This discount code has expired.',
  belowMinimum: 'This discount code needs an order subtotal of at least {min}.',
  limitReached: 'This discount code has been used up.',
  alreadyUsed: 'You have already used this discount code.',
} as const;

const Day = () => Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const Amount = () =>
  Type.String({ pattern: '^\\d{1,10}(\\.\\d{1,2})?$', maxLength: 13 });

/** A discount code as the portal lists it. */
export const Discount = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  kind: Type.Union(DISCOUNT_KINDS.map((k) => Type.Literal(k))),
  /** the percent (kind 'percent') or the amount taken off (kind 'fixed') */
  value: Money(),
  min_subtotal: Nullable(Money()),
  starts_on: Nullable(Day()),
  ends_on: Nullable(Day()),
  usage_limit: Nullable(Type.Integer({ minimum: 1 })),
  once_per_customer: Type.Boolean(),
  is_active: Type.Boolean(),
  status: Type.Union(DISCOUNT_STATUSES.map((s) => Type.Literal(s))),
  /** orders that used the code */
  uses: Type.Integer({ minimum: 0 }),
  version: Type.Integer(),
  created_on: Type.String(),
});
export type Discount = Static<typeof Discount>;

export const DiscountPage = PageOf(Discount);
export type DiscountPage = Page<Discount>;

export const DiscountQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(
    Type.Union(DISCOUNT_STATUSES.map((s) => Type.Literal(s))),
  ),
  ordering: Type.Optional(
    Type.Union(
      DISCOUNT_ORDERINGS.flatMap((c) => [c, `-${c}`]).map((o) =>
        Type.Literal(o),
      ),
    ),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type DiscountQuery = Static<typeof DiscountQuery>;

const inputFields = {
  code: Type.String({ pattern: DISCOUNT_CODE_PATTERN }),
  kind: Type.Union(DISCOUNT_KINDS.map((k) => Type.Literal(k))),
  value: Amount(),
  // left out for none (the api's ajv coerces types: a null would pass as 0 or '')
  min_subtotal: Type.Optional(Amount()),
  starts_on: Type.Optional(Day()),
  ends_on: Type.Optional(Day()),
  usage_limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000 })),
  once_per_customer: Type.Boolean(),
  is_active: Type.Boolean(),
};

export const DiscountInput = Type.Object(inputFields, {
  additionalProperties: false,
});
export type DiscountInput = Static<typeof DiscountInput>;

export const DiscountEdit = Type.Object(
  { ...inputFields, version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type DiscountEdit = Static<typeof DiscountEdit>;

export const DiscountVersion = Type.Object(
  { version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type DiscountVersion = Static<typeof DiscountVersion>;

/** The storefront's Apply: the code for this cart (a guest names the cart; `email` finds earlier uses). */
export const DiscountCheck = Type.Object(
  {
    store_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    code: Type.String({ minLength: 1, maxLength: 64 }),
    cart_id: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{32}$' })),
    email: Type.Optional(Type.String({ maxLength: 254 })),
  },
  { additionalProperties: false },
);
export type DiscountCheck = Static<typeof DiscountCheck>;

/** What a code takes off this cart now (the order prices it again when it is placed). */
export const DiscountQuote = Type.Object({
  code: Type.String(),
  kind: Type.Union(DISCOUNT_KINDS.map((k) => Type.Literal(k))),
  value: Money(),
  subtotal: Money(),
  amount: Money(),
});
export type DiscountQuote = Static<typeof DiscountQuote>;

/** One order that used a discount code, on the customer's detail. */
export const UsedDiscount = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  amount: Money(),
  order: Type.Object({ id: Type.Integer(), order_no: Type.String() }),
  created_on: Type.String(),
});
export type UsedDiscount = Static<typeof UsedDiscount>;
