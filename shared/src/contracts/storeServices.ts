import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Money, Nullable, PageOf, type Page } from './repairParts';

// The store portal's services page: the store's services as a paged list with their
// active flag, category and price, the quick edit of those three under a version, and the store's
// service categories. The service builder edits the rest of a service.
//
// Routes (under /api/v1), the store's owner and staff with the service module (4): view for reads,
// create for a new category, edit for the other writes; the super admin and everyone else 403;
// another store's ids 404.
//   GET    /store-services?search&category_id&status&ordering&page&page_size → StoreServicePage
//   PATCH  /store-services/:id   StoreServiceEdit → StoreServiceListItem (409 stale, with `current`)
//   GET    /store-service-categories → StoreServiceCategory[]
//   POST   /store-service-categories   StoreServiceCategoryInput → 201 StoreServiceCategory
//   PUT    /store-service-categories/:id   StoreServiceCategoryInput → StoreServiceCategory
//   DELETE /store-service-categories/:id → {} (409 while a service uses it)

export const SERVICE_STATUSES = ['active', 'inactive'] as const;
export const SERVICE_ORDERINGS = [
  'name',
  'price',
  'category',
  'created_on',
] as const;

export const STORE_SERVICE_MESSAGES = {
  notFound: 'This service does not exist or is not yours.',
  categoryNotFound: 'This category does not exist or is not yours.',
  stale:
    'Someone else changed this service while you were looking at it. It now shows what they saved.',
  categoryTaken: 'You already have a category with this name.',
  categoryInUse:
    'Services use this category. Move them to another category first.',
  price: 'Please enter a valid amount with at most 2 decimals',
} as const;

export const StoreServiceQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  category_id: Type.Optional(Type.Integer({ minimum: 1 })),
  status: Type.Optional(
    Type.Union(SERVICE_STATUSES.map((s) => Type.Literal(s))),
  ),
  ordering: Type.Optional(
    Type.Union(
      SERVICE_ORDERINGS.flatMap((o) => [o, `-${o}`]).map((o) =>
        Type.Literal(o),
      ),
    ),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type StoreServiceQuery = Static<typeof StoreServiceQuery>;

export const StoreServiceListItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  price: Money(),
  is_active: Type.Boolean(),
  category: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  option_count: Type.Integer({ minimum: 0 }),
  created_on: DateTime(),
  version: Type.Integer({ minimum: 1 }),
});
export type StoreServiceListItem = Static<typeof StoreServiceListItem>;
export const StoreServicePage = PageOf(StoreServiceListItem);
export type StoreServicePage = Page<StoreServiceListItem>;

/** The list's quick edit: any of the three, under the version the editor saw. */
export const StoreServiceEdit = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    is_active: Type.Optional(Type.Boolean()),
    price: Type.Optional(
      Type.String({ pattern: '^\\d{1,10}(\\.\\d{1,2})?$', maxLength: 13 }),
    ),
    category_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  },
  { additionalProperties: false },
);
export type StoreServiceEdit = Static<typeof StoreServiceEdit>;

export const StoreServiceCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  service_count: Type.Integer({ minimum: 0 }),
});
export type StoreServiceCategory = Static<typeof StoreServiceCategory>;
export const StoreServiceCategoryList = Type.Array(StoreServiceCategory);
export type StoreServiceCategoryList = Static<typeof StoreServiceCategoryList>;

export const StoreServiceCategoryInput = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type StoreServiceCategoryInput = Static<
  typeof StoreServiceCategoryInput
>;
