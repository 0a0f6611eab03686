import { Type, type Static } from '@sinclair/typebox';

// Wire records of one area: Store staff, invitations, permissions, profiles.
// TypeBox schemas the api validates with; the browser imports their types only.
//
// Routes (all under /api/v1):
//   store owner of the store (or the super admin); anyone else 403, another store's staff id 404
//     GET    /stores/:store_id/staff?search&status&page&page_size → StaffPage
//     POST   /stores/:store_id/staff/invitations   StaffInvite → 201 StaffMember (mail with the link)
//     GET    /stores/:store_id/staff/:id           → StaffMember
//     PUT    /stores/:store_id/staff/:id/permissions  StaffPermissionsEdit → StaffMember (409 when stale)
//     POST   /stores/:store_id/staff/:id/invitation   { version } → StaffMember (a new link, mailed again)
//     DELETE /stores/:store_id/staff/:id/invitation   → { message } (the invitation is withdrawn, the person removed)
//     POST   /stores/:store_id/staff/:id/deactivate   { version } → StaffMember (409 when stale)
//     POST   /stores/:store_id/staff/:id/reactivate   { version } → StaffMember (409 when stale)
//   public (the link of the invitation mail: /staff-signup/{store_id}/{uuid})
//     GET    /staff-signup/:store_id/:uuid → StaffInvitationInfo (410 used, withdrawn or expired; 404 unknown)
//     POST   /staff-signup   StaffSignup → 201 the login response (the new staff member is logged in)
//   the signed-in store owner or staff member
//     GET    /portal/profile → PortalProfile
//     PUT    /portal/profile   PortalProfileEdit → PortalProfile (409 when stale)
//     POST   /portal/profile/password   PasswordChange → { message }
//     PUT    /portal/profile/language   LanguageChoice → LanguageChoice (the portal header's language)

/** One module's grant: the permission levels it holds (0 disable … 4 delete). */
export const ModulePermission = Type.Object({
  module_id: Type.Integer({ minimum: 1, maximum: 16 }),
  permissions: Type.Array(Type.Integer({ minimum: 0, maximum: 4 }), {
    maxItems: 5,
  }),
  is_enable: Type.Union([Type.Literal(0), Type.Literal(1)]),
});
export type ModulePermission = Static<typeof ModulePermission>;

/** The spec's stores_permissions: global grants, and grants per location. */
export const StoresPermissions = Type.Object({
  global_permissions: Type.Array(ModulePermission, { maxItems: 16 }),
  locations_permissions: Type.Array(
    Type.Object({
      location_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
      permissions: Type.Array(ModulePermission, { maxItems: 16 }),
    }),
    { maxItems: 500 },
  ),
});
export type StoresPermissions = Static<typeof StoresPermissions>;

/** Where a staff member stands: invited (no sign-up yet), active, or deactivated. */
export const STAFF_STATUSES = ['invited', 'active', 'deactivated'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** One staff member of a store, as the owner sees them. */
export const StaffMember = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union(STAFF_STATUSES.map((s) => Type.Literal(s))),
  /** The locations where they hold some grant; null = every location (a global grant). */
  locations: Type.Union([
    Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
    Type.Null(),
  ]),
  stores_permissions: StoresPermissions,
  /** When the open invitation's link stops working (invited only). */
  invitation_expires_on: Type.Union([Type.String(), Type.Null()]),
  version: Type.Integer(),
});
export type StaffMember = Static<typeof StaffMember>;

/** A page of the staff list (the shape of the record lists: PagedTable reads it). */
export const StaffPage = Type.Object({
  results: Type.Array(StaffMember),
  count: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100 }),
  /** how many match the search in each status */
  status_counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
});
export type StaffPage = Static<typeof StaffPage>;

/** The staff list's query. */
export const StaffQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.Union(STAFF_STATUSES.map((s) => Type.Literal(s)))),
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
});
export type StaffQuery = Static<typeof StaffQuery>;

/** The owner invites a person by email (the permissions are set in the editor, none at first). */
export const StaffInvite = Type.Object({
  email: Type.String({ maxLength: 254 }),
  stores_permissions: Type.Optional(StoresPermissions),
});
export type StaffInvite = Static<typeof StaffInvite>;

/** A save of the permission editor, naming the version it started from. */
export const StaffPermissionsEdit = Type.Object({
  version: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  stores_permissions: StoresPermissions,
});
export type StaffPermissionsEdit = Static<typeof StaffPermissionsEdit>;

/** A move (deactivate, reactivate, re-send) naming the version it started from. */
export const StaffVersion = Type.Object({
  version: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});
export type StaffVersion = Static<typeof StaffVersion>;

/** What the sign-up page shows about a live invitation. */
export const StaffInvitationInfo = Type.Object({
  email: Type.String(),
  store_name: Type.String(),
});
export type StaffInvitationInfo = Static<typeof StaffInvitationInfo>;

const Field = (maxLength: number) => Type.String({ maxLength });

/** The invited person's sign-up. */
export const StaffSignup = Type.Object({
  store_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  uuid: Field(200),
  first_name: Field(100),
  last_name: Field(100),
  phone: Type.Optional(Type.Union([Field(40), Type.Null()])),
  password: Field(256),
});
export type StaffSignup = Static<typeof StaffSignup>;

/** The signed-in store owner's or staff member's own profile. */
export const PortalProfile = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  version: Type.Integer(),
});
export type PortalProfile = Static<typeof PortalProfile>;

/** A save of the profile form. */
export const PortalProfileEdit = Type.Object({
  version: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  first_name: Field(100),
  last_name: Field(100),
  phone: Type.Optional(Type.Union([Field(40), Type.Null()])),
});
export type PortalProfileEdit = Static<typeof PortalProfileEdit>;

/** The portal language a user keeps (the session's `user.language` reads it back). */
export const LanguageChoice = Type.Object(
  { language: Type.Union([Type.Literal('en'), Type.Literal('es')]) },
  { additionalProperties: false },
);
export type LanguageChoice = Static<typeof LanguageChoice>;

/** A password change: the current password is required. */
export const PasswordChange = Type.Object({
  current_password: Field(256),
  new_password: Field(256),
});
export type PasswordChange = Static<typeof PasswordChange>;

/** The texts both sides show (the api answers them; the pages and tests quote them). */
export const STAFF_MESSAGES = {
  invitationUnknown: 'This invitation link is not valid.',
  invitationUsed:
    'This invitation has already been used. Log in with your email and password.',
  invitationRevoked:
    'This invitation was withdrawn. Ask the store owner for a new one.',
  invitationExpired:
    'This invitation has expired. Ask the store owner to send a new one.',
  emailTaken: 'This email already belongs to an account.',
  stale:
    'Someone else changed this staff member while you were editing. Your changes are still here: review them and save again.',
  profileStale:
    'Your profile was changed elsewhere while you were editing. Your changes are still here: save again to keep them.',
  currentPassword: 'Your current password is not correct.',
  passwordChanged: 'Your password has been changed.',
  invitationWithdrawn: 'The invitation was withdrawn.',
  unknownLocation: 'This location does not belong to your store.',
  ownerOnly: 'Only the store owner can manage staff.',
} as const;
