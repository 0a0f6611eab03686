import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Money, Nullable, PageOf, type Page } from './repairParts';

// The vendor's price lists (/portal/price-list, /portal/price-list/view/{id},
// /portal/price-list/edit): per store the vendor works with, the price the store pays the vendor for
// each of the store's services. A work order sent to the vendor keeps, per line, the vendor's price
// of its service at the time it was sent (`vendor_price` on the work order's lines; null when the
// list has none), and both the store and the vendor see it.
//
// Routes (under /api/v1), the vendor owner (7) only; vendor staff and everyone else 403; a store the
// vendor is not linked to (or another vendor's) 404.
//   GET /vendor/price-lists?search&page&page_size → PriceListPage (the linked stores, by name)
//   GET /vendor/price-lists/:storeId → PriceList (every service of the store, priced or not)
//   PUT /vendor/price-lists/:storeId   PriceListSave → PriceList (the whole list under `version`;
//       409 stale with `current`; 400 with errors keyed `items.N.price` / `items.N.service_id`)

/** A money amount the vendor types: up to 10 digits and 2 decimals. */
export const PRICE_PATTERN = '^\\d{1,10}(\\.\\d{1,2})?$';

export const PRICE_LIST_MESSAGES = {
  notFound: 'This store does not exist or does not work with you.',
  price: 'Please enter a valid amount with at most 2 decimals',
  service: 'This service is not one of the store’s services.',
  repeated: 'This service is listed twice.',
  stale:
    'Someone else saved this price list while you were editing it. It now shows what they saved.',
  saved: 'Price list saved.',
} as const;

export const PriceListQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type PriceListQuery = Static<typeof PriceListQuery>;

/** One store the vendor works with, and how much of its list is priced. */
export const PriceListSummary = Type.Object({
  store: Type.Object({ id: Type.Integer(), name: Type.String() }),
  /** services of the store with a vendor price */
  priced_count: Type.Integer({ minimum: 0 }),
  /** the services on the list: the store's active ones, and any inactive one the list prices */
  service_count: Type.Integer({ minimum: 0 }),
  /** null: never saved */
  updated_on: Nullable(DateTime()),
});
export type PriceListSummary = Static<typeof PriceListSummary>;
export const PriceListPage = PageOf(PriceListSummary);
export type PriceListPage = Page<PriceListSummary>;

/** One service of the store on the vendor's list. */
export const PriceListItem = Type.Object({
  service_id: Type.Integer(),
  service_name: Type.String(),
  /** what the store's customers pay */
  store_price: Money(),
  is_active: Type.Boolean(),
  /** what the store pays the vendor; null: not priced */
  price: Nullable(Money()),
});
export type PriceListItem = Static<typeof PriceListItem>;

/** A store's whole price list (its active services, and any inactive one the list prices). */
export const PriceList = Type.Object({
  store: Type.Object({ id: Type.Integer(), name: Type.String() }),
  /** 0: never saved */
  version: Type.Integer({ minimum: 0 }),
  updated_on: Nullable(DateTime()),
  items: Type.Array(PriceListItem),
});
export type PriceList = Static<typeof PriceList>;

/** The save: every price of the list (a service left out, or with a null price, is not priced). */
export const PriceListSave = Type.Object(
  {
    version: Type.Integer({ minimum: 0 }),
    items: Type.Array(
      Type.Object(
        {
          service_id: Type.Integer({ minimum: 1 }),
          // null first: the api's ajv coerces types and would turn a null into '' for a string
          price: Type.Union([Type.Null(), Type.String({ maxLength: 13 })]),
        },
        { additionalProperties: false },
      ),
      { maxItems: 2000 },
    ),
  },
  { additionalProperties: false },
);
export type PriceListSave = Static<typeof PriceListSave>;
