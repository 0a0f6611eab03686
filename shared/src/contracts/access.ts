import { Type, type Static } from '@sinclair/typebox';

// Wire records of one area: Store-portal access: password reset, the super admin's stores.
// TypeBox schemas the api validates with; the browser imports their types only.
//
// Routes (all under /api/v1):
//   public
//     POST  /auth/portal/forgot-password   PortalForgotPassword → { message } (always the same answer)
//     GET   /auth/portal/reset-password/:key/:token → { valid, email } (400 RESET_LINK_INVALID)
//     POST  /auth/portal/reset-password    PortalResetPassword → { message } (400 RESET_LINK_INVALID)
//     GET   /dev-landing → DevLanding (development only; 404 in production)
//   the super admin (anyone else 403)
//     GET   /admin/stores?search&is_active&page&page_size → AdminStorePage
//     PATCH /admin/stores/:id   AdminStoreActive → AdminStore (audited)
//     POST  /admin/stores/:id/authenticate → ImpersonationLogin (audited; 404 unknown store)

/** The store portal's "forgot password" form. */
export const PortalForgotPassword = Type.Object({
  email: Type.String({ format: 'email', minLength: 1, maxLength: 254 }),
});
export type PortalForgotPassword = Static<typeof PortalForgotPassword>;

/** A new password through the mailed link /portal/reset-password/{key}/{token}. */
export const PortalResetPassword = Type.Object({
  key: Type.String({ maxLength: 200 }),
  token: Type.String({ maxLength: 200 }),
  password: Type.String({ maxLength: 256 }),
});
export type PortalResetPassword = Static<typeof PortalResetPassword>;

/** A store as the super admin's stores list shows it. */
export const AdminStore = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  is_active: Type.Boolean(),
  is_onboarding_complete: Type.Boolean(),
  /** the store owner's email; null when the store has no owner yet */
  owner_email: Type.Union([Type.String(), Type.Null()]),
});
export type AdminStore = Static<typeof AdminStore>;

/** The stores list's query. */
export const AdminStoreQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  is_active: Type.Optional(Type.Boolean()),
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
});
export type AdminStoreQuery = Static<typeof AdminStoreQuery>;

/** A page of the stores list (the record lists' page shape; counts of `all`, `active`, `inactive`). */
export const AdminStorePage = Type.Object({
  results: Type.Array(AdminStore),
  count: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100 }),
  status_counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
});
export type AdminStorePage = Static<typeof AdminStorePage>;

/** Activate or deactivate a store; the reason goes to the audit log. */
export const AdminStoreActive = Type.Object({
  is_active: Type.Boolean(),
  reason: Type.Optional(Type.String({ maxLength: 500 })),
});
export type AdminStoreActive = Static<typeof AdminStoreActive>;

/** Who the super admin is viewing the portal as (kept in the browser's session beside the admin's own). */
export const Impersonation = Type.Object({
  store: Type.Object({ id: Type.Integer(), name: Type.String() }),
  /** when the store session stops working (ISO date-time) */
  expires_at: Type.String(),
});
export type Impersonation = Static<typeof Impersonation>;

/** A demo login of the development landing page. */
export const DevLandingAccount = Type.Object({
  email: Type.String(),
  who: Type.String(),
  /** the host of the page to log in on, and its path */
  host: Type.String(),
  path: Type.String(),
});
export type DevLandingAccount = Static<typeof DevLandingAccount>;

/** What the development landing page on plain localhost lists. */
export const DevLanding = Type.Object({
  stores: Type.Array(
    Type.Object({
      name: Type.String(),
      host: Type.String(),
      is_active: Type.Boolean(),
    }),
  ),
  store_portal_host: Type.String(),
  vendor_portal_host: Type.String(),
  password: Type.String(),
  accounts: Type.Array(DevLandingAccount),
});
export type DevLanding = Static<typeof DevLanding>;
