import { Type, type Static } from '@sinclair/typebox';
import { PlanPayment } from './onboarding';
import { DateTime, Money, Nullable } from './repairParts';

// Wire records of one area: a new vendor's sign-up and onboarding.
// TypeBox schemas the api validates with; the browser imports their types and the step paths.
//
// Routes (all under /api/v1):
//   public (rate limited)
//     POST /vendor-signup           VendorSignup → { message } (always the same: a mail follows)
//     POST /vendor-signup/confirm   { token } → 201 the login response (the new owner is logged in)
//     GET  /vendor-plans → VendorPlan[]
//   the owner of a vendor that is not onboarding-complete (staff and others 403; complete 409)
//     GET  /vendor/onboarding → VendorOnboardingState
//     PUT  /vendor/onboarding/plan          { plan_id } → VendorOnboardingState
//     POST /vendor/onboarding/subscription  PlanPayment → VendorOnboardingState (400 when refused)
//     PUT  /vendor/onboarding/address       VendorAddressInput → VendorOnboardingState
//     PUT  /vendor/onboarding/bank          VendorBankInput → VendorOnboardingState
//   Each answer carries the registration steps; the last step done makes the vendor complete.

/** The spec's registration steps in their order, with the page each one is done on. */
export const VENDOR_REGISTRATION_STEPS = [
  { key: 'subscription', path: '/selectplan' },
  { key: 'address', path: '/address-detail' },
  { key: 'bank_account', path: '/bank-detail' },
] as const;
export type VendorRegistrationStep =
  (typeof VENDOR_REGISTRATION_STEPS)[number]['key'];

/** The page of the first registration step not done, or null when every step is done. */
export function nextRegistrationPath(
  steps: Record<VendorRegistrationStep, boolean> | null | undefined,
): string | null {
  if (!steps) return null;
  return (
    VENDOR_REGISTRATION_STEPS.find((step) => !steps[step.key])?.path ?? null
  );
}

export const VENDOR_SIGNUP_SENT =
  'Check your inbox: we sent a link to finish creating your account.';

export const VendorSignup = Type.Object(
  {
    vendor_name: Type.String({ maxLength: 100 }),
    first_name: Type.String({ maxLength: 60 }),
    last_name: Type.String({ maxLength: 60 }),
    email: Type.String({ maxLength: 254 }),
    password: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type VendorSignup = Static<typeof VendorSignup>;

export const VendorSignupConfirm = Type.Object(
  { token: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);
export type VendorSignupConfirm = Static<typeof VendorSignupConfirm>;

/** A vendor plan (data of migration 0020). */
export const VendorPlan = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  monthly_price: Money(),
  users_included: Type.Integer(),
});
export type VendorPlan = Static<typeof VendorPlan>;

/** The vendor plans, in their order. */
export const VendorPlanList = Type.Array(VendorPlan);

export const VendorAddressInput = Type.Object(
  {
    name: Type.String({ maxLength: 100 }),
    address_line1: Type.String({ maxLength: 200 }),
    address_line2: Type.Optional(Type.String({ maxLength: 200 })),
    city: Type.String({ maxLength: 100 }),
    state: Type.String({ maxLength: 100 }),
    zip: Type.String({ maxLength: 20 }),
    phone: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type VendorAddressInput = Static<typeof VendorAddressInput>;

export const VendorAddress = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address_line1: Type.String(),
  address_line2: Type.String(),
  city: Type.String(),
  state: Type.String(),
  zip: Type.String(),
  phone: Nullable(Type.String()),
  is_default: Type.Boolean(),
  version: Type.Integer(),
});
export type VendorAddress = Static<typeof VendorAddress>;

/** The workshop's addresses (GET /vendor/addresses, and the answer of making one default or removing one). */
export const VendorAddressList = Type.Array(VendorAddress);
export type VendorAddressList = Static<typeof VendorAddressList>;

/** PUT /vendor/addresses/:id: the address at the version seen (stale: 409). */
export const VendorAddressEdit = Type.Object(
  {
    ...VendorAddressInput.properties,
    version: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type VendorAddressEdit = Static<typeof VendorAddressEdit>;

/** Where payouts go: an IBAN, or a US routing and account number. Never answered back whole. */
export const VendorBankInput = Type.Object(
  {
    account_holder: Type.String({ maxLength: 100 }),
    kind: Type.Union([Type.Literal('iban'), Type.Literal('us')]),
    iban: Type.Optional(Type.String({ maxLength: 50 })),
    routing_number: Type.Optional(Type.String({ maxLength: 20 })),
    account_number: Type.Optional(Type.String({ maxLength: 30 })),
  },
  { additionalProperties: false },
);
export type VendorBankInput = Static<typeof VendorBankInput>;

export const VendorOnboardingState = Type.Object({
  vendor_name: Type.String(),
  is_onboarding_complete: Type.Boolean(),
  registration_steps: Type.Object({
    subscription: Type.Boolean(),
    address: Type.Boolean(),
    bank_account: Type.Boolean(),
  }),
  plan: Nullable(VendorPlan),
  plan_paid_on: Nullable(DateTime()),
  plan_card_last4: Nullable(Type.String()),
  address: Nullable(VendorAddress),
  bank: Nullable(
    Type.Object({
      kind: Type.Union([Type.Literal('iban'), Type.Literal('us')]),
      account_holder: Type.String(),
      last4: Type.String(),
    }),
  ),
});
export type VendorOnboardingState = Static<typeof VendorOnboardingState>;

export const VendorPlanChoice = Type.Object(
  { plan_id: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type VendorPlanChoice = Static<typeof VendorPlanChoice>;

export { PlanPayment as VendorPlanPayment };
