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
