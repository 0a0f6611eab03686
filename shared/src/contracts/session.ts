import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './repairParts';

// Wire records of one area: signing in and the session the browser keeps.
// TypeBox schemas the api describes its answers with; the browser imports their types only.
//
// Routes (all under /api/v1):
//   POST /auth/{customer,portal,vendor}/login, the sign-ups and the accepted invitations → LoginAnswer
//   POST /token/refresh/ { refresh } → TokenPair
//   POST /auth/logout { refresh } → {}
//   GET  /auth/me → SessionAnswer (the login answer without tokens)
//   GET  /stores → StoreDetails[]
//   GET  /locations?store_id → CallerLocationList (the store's locations the caller may see)
//   GET  /vendors/me → VendorSummary (a vendor user's vendor)
//   POST /admin/stores/:id/authenticate → ImpersonationLogin

/** One module's grant: the levels it allows, and whether it is enabled (1). */
export const ModulePermission = Type.Object({
  module_id: Type.Integer(),
  permissions: Type.Array(Type.Integer()),
  is_enable: Type.Union([Type.Literal(0), Type.Literal(1)]),
});
export type ModulePermission = Static<typeof ModulePermission>;

/** The role record of a signed-in user; `stores_permissions: null` means unrestricted. */
export const RoleRecord = Type.Object({
  role_id: Type.Integer(),
  stores_permissions: Nullable(
    Type.Object({
      global_permissions: Type.Array(ModulePermission),
      locations_permissions: Type.Array(
        Type.Object({
          location_id: Type.Integer(),
          permissions: Type.Array(ModulePermission),
        }),
      ),
    }),
  ),
});
export type RoleRecord = Static<typeof RoleRecord>;

/** Store details kept in the session. */
export const StoreDetails = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  website_url: Nullable(Type.String()),
  logo: Nullable(Type.String()),
  favicon: Nullable(Type.String()),
  is_onboarding_complete: Type.Boolean(),
  is_international_shipping: Type.Boolean(),
  settings: Nullable(
    Type.Object({
      has_default_address: Type.Boolean(),
      use_platform_shipping: Type.Boolean(),
      shipping_account_type: Type.Union([
        Type.String(),
        Type.Number(),
        Type.Null(),
      ]),
      is_fixed_shipping: Type.Boolean(),
    }),
  ),
});
export type StoreDetails = Static<typeof StoreDetails>;

/** The stores the caller may see (GET /stores): every store for the super admin, else their own. */
export const StoreDetailsList = Type.Array(StoreDetails);

/** The signed-in user's details. */
export const UserDetails = Type.Object({
  id: Type.Integer(),
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  email: Type.Optional(Nullable(Type.String())),
  /** the portal language the user chose ('en', 'es'), or null */
  language: Type.Optional(Nullable(Type.String())),
  vendor: Nullable(
    Type.Object({ id: Type.Integer(), name: Type.Optional(Type.String()) }),
  ),
});
export type UserDetails = Static<typeof UserDetails>;

/** Which registration steps a vendor has done (the vendor portal sends it to the first one not done). */
export const RegistrationSteps = Type.Object({
  subscription: Type.Boolean(),
  address: Type.Boolean(),
  bank_account: Type.Boolean(),
});
export type RegistrationSteps = Static<typeof RegistrationSteps>;

/** Who is signed in and what they may do (GET /auth/me; the login answer without its tokens). */
export const SessionAnswer = Type.Object({
  role: Nullable(RoleRecord),
  /** a vendor login carries its role here, in `user.role` */
  user: Type.Object({
    ...UserDetails.properties,
    role: Type.Optional(Nullable(RoleRecord)),
  }),
  registration_steps: Nullable(RegistrationSteps),
  on_boarding_steps: Type.Array(Type.String()),
  access_modules: Type.Array(Type.Integer()),
  store: Nullable(StoreDetails),
  customer: Nullable(Type.Object({ id: Type.Integer() })),
});
export type SessionAnswer = Static<typeof SessionAnswer>;

/** An access token and the refresh token that renews it. */
export const TokenPair = Type.Object({
  access: Type.String(),
  refresh: Type.String(),
});
export type TokenPair = Static<typeof TokenPair>;

/** What every login answers: the tokens and the session. */
export const LoginAnswer = Type.Object({
  ...TokenPair.properties,
  ...SessionAnswer.properties,
});
export type LoginAnswer = Static<typeof LoginAnswer>;

/** What POST admin/stores/{id}/authenticate answers: the owner's login plus who it is for. */
export const ImpersonationLogin = Type.Object({
  ...LoginAnswer.properties,
  impersonation: Type.Object({
    store: Type.Object({ id: Type.Integer(), name: Type.String() }),
    /** when the store session stops working (ISO date-time) */
    expires_at: Type.String(),
  }),
});
export type ImpersonationLogin = Static<typeof ImpersonationLogin>;

/** One of the caller's locations (GET /locations); the address columns may be empty (null). */
export const CallerLocation = Type.Object({
  id: Type.Integer(),
  store_id: Type.Integer(),
  name: Type.String(),
  address_line1: Nullable(Type.String()),
  city: Nullable(Type.String()),
  state: Nullable(Type.String()),
  zip: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  is_default: Type.Boolean(),
});
export type CallerLocation = Static<typeof CallerLocation>;

export const CallerLocationList = Type.Array(CallerLocation);
export type CallerLocationList = Static<typeof CallerLocationList>;

/** A vendor user's vendor and its owner's name (null parts when the owner left them empty). */
export const VendorSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  owner: Type.Object({
    first_name: Nullable(Type.String()),
    last_name: Nullable(Type.String()),
  }),
});
export type VendorSummary = Static<typeof VendorSummary>;
