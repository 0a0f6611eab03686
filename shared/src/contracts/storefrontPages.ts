import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './repairParts';
import { OpeningHours } from './settings';

// What the shell's server reads to write a storefront page's head and its host's sitemap.
// Public data only (the answers may be cached for a short while).
//
// Routes (under /api/v1), anyone:
//   GET /storefront-page?host&path → StorefrontPage
//   GET /storefront-sitemap?host → StorefrontSitemap
//   GET /service-categories/store/:id, /item-categories/store/:id → StorefrontCategoryList
//   GET /stores/:store_id/portal-services?item_tag&top_level_tag&search → PortalServiceList
//   GET /stores/:store_id/portal-services/:id → PortalServiceDetail

/** The store's font: a named family, or its own font files, or neither. */
const StorefrontFont = Type.Object({
  family: Nullable(Type.String()),
  own: Nullable(
    Type.Object({
      regular: Type.String(),
      bold: Nullable(Type.String()),
      italic: Nullable(Type.String()),
    }),
  ),
});

/** The store's part of a page head; an inactive store has no tagline, hours or font (null). */
export const StorefrontStoreHead = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  tagline: Nullable(Type.String()),
  opening_hours: OpeningHours,
  logo: Nullable(Type.String()),
  favicon: Nullable(Type.String()),
  language: Type.String(),
  country: Type.String(),
  is_active: Type.Boolean(),
  phone: Nullable(Type.String()),
  /** the default (else first) location's address; null when the store has no location */
  address: Nullable(
    Type.Object({
      street: Nullable(Type.String()),
      city: Nullable(Type.String()),
      region: Nullable(Type.String()),
      postal_code: Nullable(Type.String()),
    }),
  ),
  font: Nullable(StorefrontFont),
});
export type StorefrontStoreHead = Static<typeof StorefrontStoreHead>;

/** The head of a page: store null when no store has the host; service only on a service page. */
export const StorefrontPage = Type.Object({
  store: Nullable(StorefrontStoreHead),
  service: Nullable(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      description: Type.String(),
      /** a decimal, as text */
      price: Type.String(),
      image: Nullable(Type.String()),
      /** ISO 8601 */
      updated_on: Type.String(),
    }),
  ),
});
export type StorefrontPage = Static<typeof StorefrontPage>;

/** A host's public pages; the home's `updated_on` is null when the store has no active service. */
export const StorefrontSitemap = Type.Object({
  pages: Type.Array(
    Type.Object({ path: Type.String(), updated_on: Nullable(Type.String()) }),
  ),
});
export type StorefrontSitemap = Static<typeof StorefrontSitemap>;

/** A category the storefront filters by: its service or item categories, ordered by name. */
export const StorefrontCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
});
export type StorefrontCategory = Static<typeof StorefrontCategory>;
export const StorefrontCategoryList = Type.Array(StorefrontCategory);
export type StorefrontCategoryList = Static<typeof StorefrontCategoryList>;

/** An active service as the storefront's customers see it; money is a decimal string. */
export const PortalService = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  price: Type.String(),
  /** the signed-in customer's price-list price; null: none */
  list_price: Nullable(Type.String()),
  image: Nullable(Type.String()),
  category: Nullable(
    Type.Object({ id: Type.Integer(), name: Nullable(Type.String()) }),
  ),
  item_tag: Nullable(Type.String()),
  top_level_tag: Nullable(Type.String()),
});
export type PortalService = Static<typeof PortalService>;

/** The store's active services matching the filters (by name), and its service categories. */
export const PortalServiceList = Type.Object({
  results: Type.Array(PortalService),
  categories: StorefrontCategoryList,
});
export type PortalServiceList = Static<typeof PortalServiceList>;

/**
 * An option as the storefront renders and checks it (shared/options): its values, rules, logic and
 * parameters as the service builder stored them.
 */
const StorefrontOption = Type.Object({
  id: Type.Integer(),
  tag: Type.String(),
  label: Type.Object({ value: Type.String() }),
  sequence: Type.Integer(),
  values: Type.Unknown(),
  is_required: Type.Boolean(),
  is_option_cost: Type.Boolean(),
  is_metal_type: Type.Boolean(),
  instructions: Nullable(Type.String()),
  infoTooltip: Nullable(Type.String()),
  image: Nullable(Type.String()),
  otherOption: Type.Boolean(),
  validation: Type.Unknown(),
  parameters: Type.Unknown(),
  allowed_url_parameter: Nullable(Type.String()),
  meta_data: Type.Unknown(),
  advance_option_meta_data: Type.Unknown(),
  logics: Type.Unknown(),
});

/** One active service with its gallery and its options in their order. */
export const PortalServiceDetail = Type.Object({
  ...PortalService.properties,
  images: Type.Array(Type.Object({ id: Type.Integer(), url: Type.String() })),
  options: Type.Array(StorefrontOption),
});
export type PortalServiceDetail = Static<typeof PortalServiceDetail>;
