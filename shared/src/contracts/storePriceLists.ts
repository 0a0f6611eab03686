import { Type, type Static } from '@sinclair/typebox';
import { PRICE_LIST_MESSAGES, PRICE_PATTERN } from './priceLists';
import { DateTime, Money, Nullable, PageOf, type Page } from './repairParts';

// The store's own price lists (/portal/store-services, the "price lists
// (list, single get/put/delete, services selected old and new)"): named lists of price overrides
// for some of the store's services. A customer is on at most one list; while it is active, the
// storefront shows them its prices (the normal one struck through) and the api prices their cart
// lines with it. The vendor's price lists (./priceLists) are another thing: what a vendor charges.
//
// Routes (under /api/v1), the store's owner and staff with the service module (4): view for reads,
// create for a new list, edit for a save, delete for a delete; the super admin and everyone else 403;
// another store's ids 404.
//   GET    /store-price-lists?search&page&page_size → StorePriceListPage
//   POST   /store-price-lists   StorePriceListInput → 201 StorePriceList (400 name taken)
//   GET    /store-price-lists/:id → StorePriceList
//   PUT    /store-price-lists/:id   StorePriceListSave → StorePriceList (409 stale, with `current`)
//   DELETE /store-price-lists/:id → {} (its customers go back to the normal prices)
// A customer's list, on the customer's page: the customer module (3), view to read, edit to assign.
//   GET    /portal/customers/:id/price-list → CustomerPriceList
//   PUT    /portal/customers/:id/price-list   CustomerPriceListSave → CustomerPriceList

export { PRICE_PATTERN };

export const STORE_PRICE_LIST_MESSAGES = {
  notFound: 'This price list does not exist or is not yours.',
  customerNotFound: 'This customer does not exist or is not yours.',
  nameTaken: 'You already have a price list with this name.',
  price: PRICE_LIST_MESSAGES.price,
  service: 'This service is not one of your services.',
  repeated: 'This service is listed twice.',
  stale:
    'Someone else saved this price list while you were editing it. Your changes are kept: check them and save again.',
  saved: 'Price list saved.',
  deleted: 'Price list deleted.',
} as const;

export const StorePriceListQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type StorePriceListQuery = Static<typeof StorePriceListQuery>;

/** One list of the store's list page. */
export const StorePriceListSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  is_active: Type.Boolean(),
  service_count: Type.Integer({ minimum: 0 }),
  customer_count: Type.Integer({ minimum: 0 }),
  version: Type.Integer({ minimum: 1 }),
  updated_on: DateTime(),
});
export type StorePriceListSummary = Static<typeof StorePriceListSummary>;
export const StorePriceListPage = PageOf(StorePriceListSummary);
export type StorePriceListPage = Page<StorePriceListSummary>;

/** A service on the list: its normal price and the list's. */
export const StorePriceListEntry = Type.Object({
  service_id: Type.Integer(),
  service_name: Type.String(),
  /** the service's own price (what customers not on the list pay) */
  normal_price: Money(),
  is_active: Type.Boolean(),
  price: Money(),
});
export type StorePriceListEntry = Static<typeof StorePriceListEntry>;

/** A whole list, its entries by service name. */
export const StorePriceList = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  is_active: Type.Boolean(),
  version: Type.Integer({ minimum: 1 }),
  updated_on: DateTime(),
  customer_count: Type.Integer({ minimum: 0 }),
  entries: Type.Array(StorePriceListEntry),
});
export type StorePriceList = Static<typeof StorePriceList>;

const EntryInput = Type.Object(
  {
    service_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    price: Type.String({ maxLength: 13 }),
  },
  { additionalProperties: false },
);

const inputFields = {
  name: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  is_active: Type.Optional(Type.Boolean()),
  /** every service on the list (one left out is not on it) */
  entries: Type.Array(EntryInput, { maxItems: 2000 }),
};

/** A new list. */
export const StorePriceListInput = Type.Object(inputFields, {
  additionalProperties: false,
});
export type StorePriceListInput = Static<typeof StorePriceListInput>;

/** A save of the whole list under the version it was read at. */
export const StorePriceListSave = Type.Object(
  { ...inputFields, version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type StorePriceListSave = Static<typeof StorePriceListSave>;

/** A list a customer can be put on. */
export const PriceListChoice = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  is_active: Type.Boolean(),
});
export type PriceListChoice = Static<typeof PriceListChoice>;

/** The customer's list (null: normal prices) and the store's lists to choose from, by name. */
export const CustomerPriceList = Type.Object({
  price_list: Nullable(PriceListChoice),
  choices: Type.Array(PriceListChoice),
});
export type CustomerPriceList = Static<typeof CustomerPriceList>;

export const CustomerPriceListSave = Type.Object(
  {
    price_list_id: Nullable(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  },
  { additionalProperties: false },
);
export type CustomerPriceListSave = Static<typeof CustomerPriceListSave>;

/**
 * The spec's old/new selection of a list's services: `saved` is what the saved list holds, `selected`
 * what the editor holds now. A service in both is kept, one only selected is added, one only saved is
 * removed. The editor marks rows with it until the list is saved.
 */
export type SelectionMark = 'kept' | 'added' | 'removed';

/** The mark of each service of either selection (old and new), by service id. */
export function selectionMarks(
  saved: readonly number[],
  selected: readonly number[],
): Map<number, SelectionMark> {
  const before = new Set(saved);
  const after = new Set(selected);
  const marks = new Map<number, SelectionMark>();
  for (const id of before) marks.set(id, after.has(id) ? 'kept' : 'removed');
  for (const id of after) if (!before.has(id)) marks.set(id, 'added');
  return marks;
}
