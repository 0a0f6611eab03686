import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, PageOf, type Page } from './repairParts';

// The vendor owner's set-up pages: the workshop's business profile
// (/portal/setting/setup-vendor), its integrations (/portal/setting/integrations: API keys and the
// payout provider) and the history of its bulk sales-order imports
// (/portal/setting/import-salesorders). Bill items are in shared/contracts/vendorBillItems.
//
// Routes (under /api/v1), the vendor owner (7) only; vendor staff and everyone else 403; another
// vendor's key 404.
//   GET    /vendor/settings/profile → VendorProfile
//   PUT    /vendor/settings/profile   VendorProfileInput → VendorProfile (400 with every field's
//          message; 409 stale with `current`)
//   GET    /vendor/settings/integrations → VendorIntegrations
//   POST   /vendor/settings/integrations/api-keys   VendorApiKeyInput → 201 CreatedVendorApiKey
//          (the key in full, this once; 409 when 5 keys are active)
//   DELETE /vendor/settings/integrations/api-keys/:id → 200 {} (revoked; 404 when not an active
//          key of the vendor)
//   GET    /vendor/settings/imports?status&ordering&page&page_size → VendorImportRecordPage

export const PROFILE_MESSAGES = {
  name: 'Please enter 2 to 100 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  url: 'Please enter a valid URL starting with http:// or https://',
  logo: 'Upload the logo again: this image is not one of your uploads.',
  turnaround: 'Enter a whole number of days from 1 to 365.',
  saved: 'Workshop profile saved.',
  stale:
    'Someone else changed this profile while you were editing it. It now shows what they saved.',
} as const;

export const PROFILE_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  website: 500,
  description: 1000,
  serviceArea: 200,
} as const;

/** The workshop as stores (their vendors list) and invoices show it. */
export const VendorProfile = Type.Object({
  /** the business name, printed on invoices */
  name: Type.String(),
  contact_email: Nullable(Type.String()),
  contact_phone: Nullable(Type.String()),
  website_url: Nullable(Type.String()),
  /** an uploaded image, '/api/v1/uploads/<name>' */
  logo: Nullable(Type.String()),
  /** a short description ('' for none) */
  description: Type.String(),
  /** where the workshop takes work from ('' for none) */
  service_area: Type.String(),
  /** the usual days from receiving a piece to sending it back */
  turnaround_days: Nullable(Type.Integer()),
  version: Type.Integer({ minimum: 1 }),
});
export type VendorProfile = Static<typeof VendorProfile>;

/** The profile as the owner saves it: '' (or null) clears an optional field. */
export const VendorProfileInput = Type.Object(
  {
    name: Type.String({ maxLength: 200 }),
    contact_email: Nullable(Type.String({ maxLength: 400 })),
    contact_phone: Nullable(Type.String({ maxLength: 60 })),
    website_url: Nullable(Type.String({ maxLength: 1000 })),
    logo: Nullable(Type.String({ maxLength: 200 })),
    description: Type.String({ maxLength: PROFILE_LIMITS.description }),
    service_area: Type.String({ maxLength: PROFILE_LIMITS.serviceArea }),
    /** null for none (0 too: the api's type coercion reads 0 as null here) */
    turnaround_days: Nullable(Type.Integer({ minimum: 1, maximum: 365 })),
    version: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type VendorProfileInput = Static<typeof VendorProfileInput>;

// Integrations: API keys for the workshop's own systems, and where payouts go.

export const MAX_ACTIVE_API_KEYS = 5;

export const API_KEY_MESSAGES = {
  name: 'Name the key (1 to 60 characters), e.g. the system that will use it.',
  tooMany: `You have ${MAX_ACTIVE_API_KEYS} active keys. Revoke one before you create another.`,
  notFound: 'This key does not exist or is already revoked.',
} as const;

/** An active API key: never the key itself, only its last 4 characters. */
export const VendorApiKey = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  last4: Type.String(),
  created_on: DateTime(),
  /** who created it ('' when unknown) */
  created_by: Type.String(),
});
export type VendorApiKey = Static<typeof VendorApiKey>;

export const VendorApiKeyInput = Type.Object(
  { name: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);
export type VendorApiKeyInput = Static<typeof VendorApiKeyInput>;

/** A new key: `key` is shown this once, then only its last 4 characters. */
export const CreatedVendorApiKey = Type.Object({
  key: Type.String(),
  api_key: VendorApiKey,
});
export type CreatedVendorApiKey = Static<typeof CreatedVendorApiKey>;

export const VendorIntegrations = Type.Object({
  api_keys: Type.Array(VendorApiKey),
  max_active_keys: Type.Integer(),
  payouts: Type.Object({
    /** Stripe Connect: not configured unless the platform has a Stripe key */
    stripe_connect: Type.Union([
      Type.Literal('not_configured'),
      Type.Literal('not_connected'),
    ]),
    /** the built-in test provider's account, from the /bank-detail step */
    test_provider: Type.Object({
      status: Type.Union([
        Type.Literal('connected'),
        Type.Literal('not_connected'),
      ]),
      kind: Nullable(Type.Union([Type.Literal('iban'), Type.Literal('us')])),
      account_holder: Nullable(Type.String()),
      last4: Nullable(Type.String()),
    }),
  }),
});
export type VendorIntegrations = Static<typeof VendorIntegrations>;

// The history of the bulk sales-order import (/portal/sales-order/bulk-salesorder): every file,
// imported (all its rows) or refused (none).

export const VENDOR_IMPORT_STATUSES = ['imported', 'refused'] as const;
export type VendorImportStatus = (typeof VENDOR_IMPORT_STATUSES)[number];
export const VENDOR_IMPORT_ORDERINGS = ['created_on', 'file_name'] as const;

export const VendorImportRecord = Type.Object({
  id: Type.Integer(),
  file_name: Type.String(),
  status: Type.Union(VENDOR_IMPORT_STATUSES.map((s) => Type.Literal(s))),
  created_on: DateTime(),
  /** who ran it ('' when unknown) */
  user_name: Type.String(),
  orders_imported: Type.Integer({ minimum: 0 }),
  /** order lines imported (a refused file imports none) */
  rows_imported: Type.Integer({ minimum: 0 }),
  /** rows with at least one problem */
  rows_refused: Type.Integer({ minimum: 0 }),
  /** why a file was refused ('' when imported) */
  message: Type.String(),
});
export type VendorImportRecord = Static<typeof VendorImportRecord>;
export const VendorImportRecordPage = PageOf(VendorImportRecord);
export type VendorImportRecordPage = Page<VendorImportRecord>;

export const VendorImportQuery = Type.Object({
  status: Type.Optional(
    Type.Union(VENDOR_IMPORT_STATUSES.map((s) => Type.Literal(s))),
  ),
  ordering: Type.Optional(
    Type.Union(
      VENDOR_IMPORT_ORDERINGS.flatMap((o) => [o, `-${o}`]).map((o) =>
        Type.Literal(o),
      ),
    ),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type VendorImportQuery = Static<typeof VendorImportQuery>;
