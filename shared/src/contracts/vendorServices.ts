import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Money, PageOf, type Page } from './repairParts';
import { SERVICE_STATUSES } from './storeServices';

// A vendor owner's own services (/portal/services, /portal/services/{id},
// /portal/new-service on the vendor host): the services the vendor carries out, built with the
// service builder, as the same document (shared/contracts/serviceBuilder) under the same checks.
// A vendor's service belongs to the vendor, not to a store (services.vendor_id, exactly one owner).
// Vendor services have no store categories and no URL integration (both belong to a storefront).
//
// Routes (under /api/v1), the vendor owner (7) only; vendor staff and everyone else 403; another
// vendor's ids 404. Bodies and answers as the store's routes of shared/contracts/serviceBuilder.
//   GET    /vendor/services?search&status&ordering&page&page_size → VendorServicePage
//   POST   /vendor/services   ServiceDraft → 201 BuilderService
//   GET    /vendor/services/:id → BuilderService
//   PUT    /vendor/services/:id   ServiceSave → BuilderService (409 stale, with `current`)
//   POST   /vendor/services/:id/duplicate → 201 BuilderService (named "… (copy)", inactive)
//   DELETE /vendor/services/:id?version → {} (409 stale)
//   GET    /vendor/service-builder/context → BuilderContext (no categories, the vendor's tags)
//   GET    /vendor/download-sku-template → the SKU import template (XLSX)
// The part calls of shared/contracts/serviceBuilderParts (/store_services/:id/options/…,
// /option-value, /service/:id/import-sku) take a vendor service's id from its owner as well.

export const VENDOR_SERVICE_ORDERINGS = [
  'name',
  'price',
  'updated_on',
] as const;

export const VendorServiceQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(
    Type.Union(SERVICE_STATUSES.map((s) => Type.Literal(s))),
  ),
  ordering: Type.Optional(
    Type.Union(
      VENDOR_SERVICE_ORDERINGS.flatMap((o) => [o, `-${o}`]).map((o) =>
        Type.Literal(o),
      ),
    ),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type VendorServiceQuery = Static<typeof VendorServiceQuery>;

export const VendorServiceListItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  price: Money(),
  is_active: Type.Boolean(),
  option_count: Type.Integer({ minimum: 0 }),
  updated_on: DateTime(),
  version: Type.Integer({ minimum: 1 }),
});
export type VendorServiceListItem = Static<typeof VendorServiceListItem>;
export const VendorServicePage = PageOf(VendorServiceListItem);
export type VendorServicePage = Page<VendorServiceListItem>;

export const VendorServiceDeleteQuery = Type.Object({
  version: Type.Integer({ minimum: 1 }),
});
export type VendorServiceDeleteQuery = Static<typeof VendorServiceDeleteQuery>;

export const VENDOR_SERVICE_MESSAGES = {
  notFound: 'This service does not exist or is not yours.',
  deleted: 'Service deleted.',
  stale:
    'Someone else saved this service while you were looking at it. Reload it to see their changes.',
} as const;
