import { Type, type Static } from '@sinclair/typebox';

// Wire records of one area: the store portal's vendors page.
// TypeBox schemas the api validates with; the browser imports their types only.
//
// Routes (all under /api/v1):
//   the store's owner, or its staff with the vendor management module (9); anyone else 403
//     GET    /portal/vendors?search&status&ordering&page&page_size → StoreVendorPage
//     POST   /portal/vendors/:vendor_id/deactivate   { version } → StoreVendor (409 stale; 404 not linked)
//     POST   /portal/vendors/:vendor_id/reactivate   { version } → StoreVendor (409 stale; 404 not linked)
//     GET    /portal/vendor-invitations → { results: VendorInvitation[] } (the pending ones)
//     POST   /portal/vendor-invitations   VendorInviteInput → 201 VendorInvitation (mail with the link)
//     POST   /portal/vendor-invitations/:id/resend → VendorInvitation (a new link, mailed again)
//     DELETE /portal/vendor-invitations/:id → { message }
//   public, rate limited (the link of the mail: /store-invitation/{uid} on the vendor portal host)
//     GET    /store-invitations/:uid → StoreInvitationInfo (404 unknown, used, declined, withdrawn or expired)
//   the signed-in vendor owner
//     POST   /store-invitations/:uid/accept → StoreInvitationAnswer (the link to the store is made)
//     POST   /store-invitations/:uid/decline → StoreInvitationAnswer
//
// A deactivated link gets no new work orders (the work order create route and the vendor list of
// the sales order read only active links) and the vendor no longer sees the store's work orders.

export const STORE_VENDOR_MESSAGES = {
  stale:
    'Someone else changed this vendor link since you opened the page. Here it is as it is now.',
  notLinked: 'This vendor is not linked to your store.',
  emailTaken: 'A pending invitation for this email already exists.',
  alreadyLinked: 'This vendor is already linked to your store.',
  invitationInvalid:
    'This invitation link is not valid: it was already used, withdrawn or declined, or it has expired. Ask the store for a new one.',
  invitationWithdrawn: 'The invitation was withdrawn.',
  accepted: 'You are now linked to this store.',
  declined: 'You declined the invitation.',
  vendorOwnerOnly: 'Only a vendor owner can answer a store invitation.',
} as const;

/** A link's state as the list filters it. */
export const STORE_VENDOR_STATUSES = ['active', 'inactive'] as const;
export type StoreVendorStatus = (typeof STORE_VENDOR_STATUSES)[number];

export const STORE_VENDOR_ORDERINGS = [
  'name',
  'since',
  'open_work_orders',
] as const;

export const StoreVendorQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(
    Type.Union(STORE_VENDOR_STATUSES.map((s) => Type.Literal(s))),
  ),
  ordering: Type.Optional(
    Type.Union(
      STORE_VENDOR_ORDERINGS.flatMap((o) => [
        Type.Literal(o),
        Type.Literal(`-${o}`),
      ]),
    ),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type StoreVendorQuery = Static<typeof StoreVendorQuery>;

/** One vendor linked to the store, as the store sees it. */
export const StoreVendor = Type.Object({
  /** The vendor's id. */
  id: Type.Integer(),
  name: Type.String(),
  /** The vendor owner's email (null when the vendor has no owner account). */
  contact_email: Type.Union([Type.String(), Type.Null()]),
  /** When the link was made (ISO timestamp). */
  since: Type.String(),
  /** Work orders of this store at this vendor that are not finished (done, rejected, returned). */
  open_work_orders: Type.Integer({ minimum: 0 }),
  is_active: Type.Boolean(),
  version: Type.Integer(),
  /** The vendor's logo from its profile ('/api/v1/uploads/<name>'), or null; the api always sends it. */
  logo: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** The vendor's short description from its profile ('' for none); the api always sends it. */
  description: Type.Optional(Type.String()),
});
export type StoreVendor = Static<typeof StoreVendor>;

export const StoreVendorPage = Type.Object({
  results: Type.Array(StoreVendor),
  count: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100 }),
  /** how many match the search: all, active and inactive links */
  status_counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
});
export type StoreVendorPage = Static<typeof StoreVendorPage>;

export const StoreVendorVersion = Type.Object({
  version: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});
export type StoreVendorVersion = Static<typeof StoreVendorVersion>;

export const VendorInviteInput = Type.Object({
  email: Type.String({ maxLength: 254 }),
  name: Type.Optional(Type.String({ maxLength: 120 })),
});
export type VendorInviteInput = Static<typeof VendorInviteInput>;

/** A pending invitation of a vendor by the store. */
export const VendorInvitation = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  created_on: Type.String(),
  expires_on: Type.String(),
});
export type VendorInvitation = Static<typeof VendorInvitation>;

export const VendorInvitationList = Type.Object({
  results: Type.Array(VendorInvitation),
});
export type VendorInvitationList = Static<typeof VendorInvitationList>;

/** What the link's page shows before the vendor answers. */
export const StoreInvitationInfo = Type.Object({
  store_name: Type.String(),
  email: Type.String(),
  expires_on: Type.String(),
});
export type StoreInvitationInfo = Static<typeof StoreInvitationInfo>;

export const StoreInvitationAnswer = Type.Object({
  message: Type.String(),
  store_name: Type.String(),
});
export type StoreInvitationAnswer = Static<typeof StoreInvitationAnswer>;

// Commission rules per linked vendor ("Condition (commission form)"):
//   GET /portal/vendors/:vendor_id/commission-rules → CommissionRules (owner, or staff with module 9)
//   PUT /portal/vendors/:vendor_id/commission-rules   CommissionRulesEdit → CommissionRules (409 stale)
// A rule applies its rate when its conditions hold. Each condition after the first joins the one
// before with `conditional_join`; a condition with `is_inner_group` instead joins the previous
// condition inside one bracketed group with `conditional_join_inner`.

/** What a condition compares: the numeric ones take the numeric operators. */
export const COMMISSION_CONDITION_ON = [
  'order_total',
  'line_count',
  'service_name',
  'category',
] as const;
export const NUMERIC_CONDITION_ON: readonly string[] = [
  'order_total',
  'line_count',
];
/** The spec's condition operators: is (=), contains, >, <, >=, <=, != (numeric ones for numbers). */
export const COMMISSION_OPERATORS = [
  '=',
  'contains',
  '>',
  '<',
  '>=',
  '<=',
  '!=',
] as const;
export const NUMERIC_OPERATORS: readonly string[] = ['>', '<', '>=', '<='];
export const COMMISSION_JOINS = ['and', 'or'] as const;

const literals = <T extends readonly string[]>(values: T) =>
  Type.Union(values.map((value) => Type.Literal(value)));

export const CommissionCondition = Type.Object({
  condition_on: literals(COMMISSION_CONDITION_ON),
  operator_type: literals(COMMISSION_OPERATORS),
  compare_to: Type.String({ minLength: 1, maxLength: 100 }),
  conditional_join: literals(COMMISSION_JOINS),
  conditional_join_inner: literals(COMMISSION_JOINS),
  is_inner_group: Type.Boolean(),
});
export type CommissionCondition = Static<typeof CommissionCondition>;

export const CommissionRule = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 80 }),
  /** the store's commission in percent of the vendor's amount for a work order, '12.5' (0 to 100,
   * two decimals at most; ADR 0017) */
  rate: Type.String({ maxLength: 6 }),
  conditions: Type.Array(CommissionCondition, { maxItems: 20 }),
});
export type CommissionRule = Static<typeof CommissionRule>;

export const CommissionRules = Type.Object({
  vendor_id: Type.Integer(),
  vendor_name: Type.String(),
  rules: Type.Array(CommissionRule),
  version: Type.Integer(),
});
export type CommissionRules = Static<typeof CommissionRules>;

export const CommissionRulesEdit = Type.Object({
  rules: Type.Array(CommissionRule, { maxItems: 50 }),
  version: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});
export type CommissionRulesEdit = Static<typeof CommissionRulesEdit>;

export const COMMISSION_MESSAGES = {
  stale:
    'Someone else changed these commission rules while you were editing. Your changes are still here: review them and save again.',
  rate: 'Enter a percentage from 0 to 100 with at most two decimals.',
  numericOperator: 'This operator compares numbers only.',
  containsOperator: 'Contains compares text only.',
  number: 'Enter a number.',
  firstInnerGroup: 'The first condition cannot join a group.',
} as const;
