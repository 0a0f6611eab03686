import { Type, type Static } from '@sinclair/typebox';
import { PlanPayment } from './onboarding';

// The store owner's plan items (/addbillitems; routes in ./billing.ts, which re-exports
// these): what the store has on its plan and what one more extra location costs until the period's
// end, a purchase and a removal. Plans limit locations only (no users), so extra locations are the
// one item.

const Money = Type.String();
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) =>
  Type.Union([t, Type.Null()]);

export const BILL_ITEM_MESSAGES = {
  ownerOnly: 'Only the store owner adds or removes items of the plan.',
  noPlan: 'Your store has no plan yet. Choose one on the billing page first.',
  tooMany:
    'Your store can have at most {max} extra locations: you can add {left} more.',
  noCard: 'Your store has no card on file. Please pay with a new card.',
  priceChanged:
    'The price changed since you opened this page. Please check the new amount and pay again.',
  noneFree:
    'No extra location is free to remove: each one is in use. Remove a location first.',
  notFree:
    'Only {count} extra location(s) are not in use. Remove locations first, or remove fewer.',
  refused:
    'This card asks for authentication, which plan payments do not support yet. Please use another card.',
} as const;

/** The most extra locations a store may have (the onboarding row's limit, migration 0014). */
export const MAX_EXTRA_LOCATIONS = 100;

const Plan = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  monthly_price: Money,
  locations_included: Type.Integer(),
  price_per_extra_location: Money,
});

/** What the store has on its plan and what one more extra location costs until the period's end. */
export const BillItems = Type.Object({
  plan: Type.Union([Plan, Type.Null()]),
  locations_included: Type.Integer(),
  /** bought and paid through this period (those leaving included) */
  extra_locations: Type.Integer(),
  locations_leaving: Type.Integer(),
  leaving_on: Nullable(Type.String({ format: 'date' })),
  locations_in_use: Type.Integer(),
  /** extra locations not in use and not already leaving */
  removable_locations: Type.Integer(),
  /** how many more extra locations the store may buy */
  addable_locations: Type.Integer(),
  /** the current billing period: from the last renewal to the next; null without a plan */
  period: Type.Union([
    Type.Object({
      start: Type.String({ format: 'date' }),
      end: Type.String({ format: 'date' }),
      days_in_period: Type.Integer(),
      /** today included, the end (the next period's first day) not */
      days_left: Type.Integer(),
    }),
    Type.Null(),
  ]),
  /** one extra location from today to the period's end; a purchase costs quantity × this */
  prorated_location_amount: Money,
  /** this period's monthly total */
  monthly_total: Money,
  /** the monthly total from the next period on (leaving locations gone) */
  next_monthly_total: Money,
  card: Type.Union([
    Type.Object({ brand: Type.String(), last4: Type.String() }),
    Type.Null(),
  ]),
  version: Type.Integer(),
});
export type BillItems = Static<typeof BillItems>;

/**
 * Buys extra locations, paid now for the rest of the period: `card` null pays with the card on
 * file. `expected_amount` is the amount the page showed (a different one answers 409 PRICE.CHANGED).
 */
export const BillItemsPurchase = Type.Object(
  {
    locations: Type.Integer({ minimum: 1, maximum: MAX_EXTRA_LOCATIONS }),
    card: Type.Union([PlanPayment.properties.card, Type.Null()]),
    expected_amount: Type.String({ pattern: '^\\d{1,10}\\.\\d{2}$' }),
    version: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type BillItemsPurchase = Static<typeof BillItemsPurchase>;

/** Removes extra locations not in use from the next period on (no refund). */
export const BillItemsRemoval = Type.Object(
  {
    locations: Type.Integer({ minimum: 1, maximum: MAX_EXTRA_LOCATIONS }),
    version: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type BillItemsRemoval = Static<typeof BillItemsRemoval>;
