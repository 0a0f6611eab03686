import { Type, type Static } from '@sinclair/typebox';
import { RESERVED_HOST_PREFIXES } from '../tenant/resolveHost';

// Wire records of one area: A new store's sign-up and onboarding.
// TypeBox schemas the api validates with; the browser imports their types only.
//
// Routes (all under /api/v1):
//   public
//     GET  /onboarding/plans → Plan[]
//     POST /onboarding/signup   Signup → 201 the login response (the new owner is logged in)
//   the owner of a store that is not onboarding-complete (anyone else 403; a complete store 409)
//     GET  /onboarding → OnboardingState
//     PUT  /onboarding/store             StoreStep → OnboardingState
//     PUT  /onboarding/starter-services  StarterServicesStep → OnboardingState
//     PUT  /onboarding/address           AddressStep → OnboardingState
//     PUT  /onboarding/shipping          ShippingStep → OnboardingState
//     PUT  /onboarding/shipping-detail   ShippingDetailStep → OnboardingState
//     PUT  /onboarding/plan              PlanStep → OnboardingState
//     POST /onboarding/plan/payment      PlanPayment → OnboardingState (400 when the card is refused)
//     POST /onboarding/payouts           PayoutsStep → OnboardingState (400 PAYOUTS.FAILED when refused)
//   with Stripe configured (`payouts_provider: 'stripe'`), /connect-stripe goes through Stripe Connect:
//     POST /onboarding/payouts/stripe-link    {} → StripeConnectLink (Stripe's hosted onboarding)
//     POST /onboarding/payouts/stripe-return  {} → OnboardingState (409 PAYOUTS.INCOMPLETE when the
//                                             account is not ready: /failed-stripe-onboarding)
//     POST /onboarding/complete          {} → the session payload (the store is now complete)
//   the owner of a complete store (others 403; an unfinished store 409)
//     POST /onboarding/extra-locations   ExtraLocationsPayment → OnboardingState (/pay-per-location)

/** The onboarding's steps in the spec's order; `step` on the server is the first one not done. */
export const ONBOARDING_STEPS = [
  { key: 'store', path: '/onboarding/store' },
  { key: 'services', path: '/store-welcome' },
  { key: 'address', path: '/store-address' },
  { key: 'shipping', path: '/connect-shipping' },
  { key: 'shipping_detail', path: '/store-shipping-detail' },
  { key: 'plan', path: '/select-plan' },
  { key: 'plan_payment', path: '/confirm-plan' },
  { key: 'payouts', path: '/connect-stripe' },
  { key: 'complete', path: '/complete-setup' },
] as const;
export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number]['key'];
export const ONBOARDING_STEP_KEYS = ONBOARDING_STEPS.map(
  (step) => step.key,
) as OnboardingStepKey[];

/**
 * Where a signed-in owner of an unfinished store is sent (from login and from any portal page):
 * the last step's page, which forwards to the first step not done.
 */
export const ONBOARDING_RESUME_PATH = '/complete-setup';

/** The path of a step. */
export const onboardingPathOf = (key: OnboardingStepKey): string =>
  ONBOARDING_STEPS.find((step) => step.key === key)!.path;

/** A subdomain: lower-case letters, digits and inner hyphens, 3 to 30 characters. */
export const SUBDOMAIN_PATTERN = '^[a-z0-9](?:[a-z0-9-]{1,28})[a-z0-9]$';

/** A subdomain that is one of the reserved host prefixes (never a storefront). */
export const isReservedSubdomain = (subdomain: string): boolean =>
  (RESERVED_HOST_PREFIXES as readonly string[]).includes(
    subdomain.trim().toLowerCase(),
  );

export const ONBOARDING_MESSAGES = {
  subdomain:
    'Use 3 to 30 lower-case letters, digits and hyphens, starting and ending with a letter or digit.',
  subdomainReserved: 'This address is reserved. Please choose another one.',
  subdomainTaken: 'This address is already taken. Please choose another one.',
  storeName: 'Please enter 2 to 60 characters.',
  url: 'URL must be http or https.',
  colour: 'Please enter a colour as #rrggbb.',
  zip: 'Please enter a valid ZIP code.',
  services: 'Please choose at least one service.',
  plan: 'Please choose a plan.',
  extraLocations: 'Please enter a whole number from 0 to 100.',
  stripeIncomplete:
    'Your Stripe account is not ready to take payments yet. Please continue your set-up with Stripe.',
  stripeNotConfigured:
    'Stripe is not configured on this platform. Please connect your bank account instead.',
  stripeOnly:
    'This platform pays stores out through Stripe. Please use Connect with Stripe.',
  payoutsFailed:
    'We could not connect this bank account. Please check the details or use another account.',
  accountNumber: 'Please enter 4 to 17 digits.',
  routingNumber: 'Please enter 9 digits.',
  complete: 'This store has already completed its set-up.',
  stepsMissing: 'Please finish the earlier steps first.',
  setupFirst: "Please finish your store's set-up first.",
  noPlan: 'Your store has no plan to add locations to.',
} as const;

/** A plan of the platform (data of migration 0014). Money is a decimal string ('29.00'). */
export const Plan = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  monthly_price: Type.String(),
  locations_included: Type.Integer(),
  price_per_extra_location: Type.String(),
});
export type Plan = Static<typeof Plan>;

/** The plans a store can choose, in the plans page's order. */
export const PlanList = Type.Array(Plan);

/** The public sign-up: the owner's account and the store. */
export const Signup = Type.Object({
  store_name: Type.String({ maxLength: 200 }),
  subdomain: Type.String({ maxLength: 100 }),
  first_name: Type.String({ maxLength: 100 }),
  last_name: Type.String({ maxLength: 100 }),
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 256 }),
});
export type Signup = Static<typeof Signup>;

/** One service of the starter catalogue a new store picks from. */
export const StarterService = Type.Object({
  key: Type.String(),
  name: Type.String(),
  category: Type.String(),
  price: Type.String(),
});
export type StarterService = Static<typeof StarterService>;

/** Where a store's onboarding stands, and what it has chosen so far. */
export const OnboardingState = Type.Object({
  step: Type.String(),
  next_path: Type.String(),
  is_onboarding_complete: Type.Boolean(),
  store: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    url: Type.String(),
    website_url: Type.Union([Type.String(), Type.Null()]),
    button_color: Type.Union([Type.String(), Type.Null()]),
  }),
  starter_services: Type.Array(StarterService),
  chosen_services: Type.Array(Type.String()),
  address: Type.Union([
    Type.Object({
      name: Type.String(),
      address_line1: Type.String(),
      city: Type.String(),
      state: Type.String(),
      zip: Type.String(),
      phone: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
  use_platform_shipping: Type.Boolean(),
  shipping_account_type: Type.Union([Type.Integer(), Type.Null()]),
  plans: Type.Array(Plan),
  plan_id: Type.Union([Type.Integer(), Type.Null()]),
  extra_locations: Type.Integer(),
  /** The first month's total of the chosen plan and extra locations ('0.00' with no plan). */
  monthly_total: Type.String(),
  plan_paid: Type.Union([
    Type.Object({ brand: Type.String(), last4: Type.String() }),
    Type.Null(),
  ]),
  payouts_last4: Type.Union([Type.String(), Type.Null()]),
  /** How /connect-stripe connects payouts: Stripe Connect when a Stripe key is set, else the test provider's bank step. */
  payouts_provider: Type.Union([Type.Literal('stripe'), Type.Literal('test')]),
});
export type OnboardingState = Static<typeof OnboardingState>;

/** Where to send the owner for Stripe's hosted onboarding (a short-lived, single-use link). */
export const StripeConnectLink = Type.Object({ url: Type.String() });
export type StripeConnectLink = Static<typeof StripeConnectLink>;

/** The store's name, website and brand colour (the storefront's buttons; '#rrggbb'). */
export const StoreStep = Type.Object({
  name: Type.String({ maxLength: 200 }),
  website_url: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
  button_color: Type.String({ maxLength: 20 }),
});
export type StoreStep = Static<typeof StoreStep>;

export const StarterServicesStep = Type.Object({
  keys: Type.Array(Type.String({ maxLength: 40 }), { maxItems: 20 }),
});
export type StarterServicesStep = Static<typeof StarterServicesStep>;

export const AddressStep = Type.Object({
  name: Type.String({ maxLength: 200 }),
  address_line1: Type.String({ maxLength: 200 }),
  city: Type.String({ maxLength: 100 }),
  state: Type.String({ maxLength: 100 }),
  zip: Type.String({ maxLength: 20 }),
  phone: Type.Union([Type.String({ maxLength: 40 }), Type.Null()]),
});
export type AddressStep = Static<typeof AddressStep>;

export const ShippingStep = Type.Object({
  use_platform_shipping: Type.Boolean(),
});
export type ShippingStep = Static<typeof ShippingStep>;

/** The carriers: 1 Fedex, 2 USPS, 3 UPS. */
export const ShippingDetailStep = Type.Object({
  shipping_account_type: Type.Integer({ minimum: 1, maximum: 3 }),
  is_fixed_shipping: Type.Boolean(),
});
export type ShippingDetailStep = Static<typeof ShippingDetailStep>;

export const PlanStep = Type.Object({
  plan_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  extra_locations: Type.Integer({ minimum: 0, maximum: 100 }),
});
export type PlanStep = Static<typeof PlanStep>;

export const PlanPayment = Type.Object({
  card: Type.Object({
    number: Type.String({ maxLength: 40 }),
    exp_month: Type.Integer(),
    exp_year: Type.Integer(),
    cvc: Type.String({ maxLength: 8 }),
    name: Type.String({ maxLength: 100 }),
  }),
});
export type PlanPayment = Static<typeof PlanPayment>;

export const PayoutsStep = Type.Object({
  account_holder: Type.String({ maxLength: 100 }),
  routing_number: Type.String({ maxLength: 20 }),
  account_number: Type.String({ maxLength: 30 }),
});
export type PayoutsStep = Static<typeof PayoutsStep>;

/**
 * More locations on a complete store's plan, paid by card for the rest of the billing period
 * (/pay-per-location). `expected_amount` is the prorated amount the page showed (a different one
 * answers 409 PRICE.CHANGED, as on /addbillitems).
 */
export const ExtraLocationsPayment = Type.Object({
  count: Type.Integer({ minimum: 1, maximum: 100 }),
  card: PlanPayment.properties.card,
  expected_amount: Type.Optional(
    Type.String({ pattern: '^\\d{1,10}\\.\\d{2}$' }),
  ),
});
export type ExtraLocationsPayment = Static<typeof ExtraLocationsPayment>;
