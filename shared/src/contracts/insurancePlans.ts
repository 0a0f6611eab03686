import { Type, type Static } from '@sinclair/typebox';
import { Money, Nullable } from './repairParts';

// The store's insurance plans (spec: insurance list, post, update, delete): what a
// customer can add to an order at checkout, as a rate (percent of the order's value) or a fixed
// price. The storefront offers the active ones (GET /insurances?store_id).
//
// Routes (under /api/v1), the store's owner and staff with the vendor management module (9): view
// for the list, create to add, edit to change, delete to delete; everyone else 403; another
// store's ids 404.
//   GET    /portal/insurance-plans → InsurancePlan[]
//   POST   /portal/insurance-plans   InsurancePlanInput → 201 InsurancePlan
//   PUT    /portal/insurance-plans/:id   InsurancePlanInput → InsurancePlan
//   DELETE /portal/insurance-plans/:id → {} (409 while an order carries it: switch it off instead)
//   PUT    /portal/insurance-plans/selected   InsuranceSelection → InsurancePlan[] (edit level; the
//          spec's "selected" insurance: at most one per store and only an offered plan, 409
//          otherwise; `id: null` leaves none selected; switching a plan off or deleting it unselects it)
//
// Live: every change publishes `record-changed` (record 'insurance_plan', shared/contracts/repair)
// to the store's users who may view vendor management, so another open vendors page refreshes.
// The storefront's GET /insurances answers `is_selected` on each offered plan, the selected first.

export const INSURANCE_COVERS = ['rate', 'price'] as const;
export type InsuranceCover = (typeof INSURANCE_COVERS)[number];

export const INSURANCE_MESSAGES = {
  notFound: 'This insurance plan does not exist or is not yours.',
  nameTaken: 'You already have an insurance plan with this name.',
  inUse:
    'Orders carry this plan, so it cannot be deleted. Switch it off instead: customers will no longer be offered it.',
  amount: 'Please enter a valid amount with at most 2 decimals',
  rate: 'Please enter a rate between 0 and 100 with at most 2 decimals',
  notOffered:
    'Only a plan offered at checkout can be the selected one. Switch it on first.',
} as const;

/** A plan as the portal lists it: exactly one of rate (percent) and price is set. */
export const InsurancePlan = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  rate: Nullable(Money()),
  price: Nullable(Money()),
  is_active: Type.Boolean(),
  /** the store's selected plan (the storefront's active insurance); at most one per store */
  is_selected: Type.Boolean(),
  /** orders that carry the plan (a plan on an order cannot be deleted) */
  order_count: Type.Integer({ minimum: 0 }),
});
export type InsurancePlan = Static<typeof InsurancePlan>;
export const InsurancePlanList = Type.Array(InsurancePlan);
export type InsurancePlanList = Static<typeof InsurancePlanList>;

/** A plan the storefront offers at checkout (GET /insurances?store_id): the active ones, the selected first. */
export const OfferedInsurance = Type.Pick(InsurancePlan, [
  'id',
  'name',
  'rate',
  'price',
  'is_selected',
]);
export type OfferedInsurance = Static<typeof OfferedInsurance>;
export const OfferedInsuranceList = Type.Array(OfferedInsurance);

/** GET /insurances: the store whose offered plans are asked for. */
export const InsuranceQuery = Type.Object({
  store_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});
export type InsuranceQuery = Static<typeof InsuranceQuery>;

export const InsurancePlanInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
    cover: Type.Union(INSURANCE_COVERS.map((c) => Type.Literal(c))),
    /** the percent of the order's value (cover 'rate') or the price (cover 'price') */
    amount: Type.String({
      pattern: '^\\d{1,10}(\\.\\d{1,2})?$',
      maxLength: 13,
    }),
    is_active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type InsurancePlanInput = Static<typeof InsurancePlanInput>;

/** Marks plan `id` as the store's selected one (the previous one loses it); null selects none. */
export const InsuranceSelection = Type.Object(
  {
    // null first: the api's ajv coerces types and would turn a null into 0 for an integer
    id: Type.Union([
      Type.Null(),
      Type.Integer({ minimum: 1, maximum: 2147483647 }),
    ]),
  },
  { additionalProperties: false },
);
export type InsuranceSelection = Static<typeof InsuranceSelection>;
