import { Type, type Static } from '@sinclair/typebox';
import { Money, Nullable } from './repairParts';

// The store's insurance plans (issue 11, spec: insurance list, post, update, delete): what a
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

export const INSURANCE_COVERS = ['rate', 'price'] as const;
export type InsuranceCover = (typeof INSURANCE_COVERS)[number];

export const INSURANCE_MESSAGES = {
  notFound: 'This insurance plan does not exist or is not yours.',
  nameTaken: 'You already have an insurance plan with this name.',
  inUse:
    'Orders carry this plan, so it cannot be deleted. Switch it off instead: customers will no longer be offered it.',
  amount: 'Please enter a valid amount with at most 2 decimals',
  rate: 'Please enter a rate between 0 and 100 with at most 2 decimals',
} as const;

/** A plan as the portal lists it: exactly one of rate (percent) and price is set. */
export const InsurancePlan = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  rate: Nullable(Money()),
  price: Nullable(Money()),
  is_active: Type.Boolean(),
  /** orders that carry the plan (a plan on an order cannot be deleted) */
  order_count: Type.Integer({ minimum: 0 }),
});
export type InsurancePlan = Static<typeof InsurancePlan>;

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
