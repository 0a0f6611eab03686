import type { BillItems } from 'shared/contracts/billing';
import {
  onboardingPathOf,
  type OnboardingState,
  type OnboardingStepKey,
} from 'shared/contracts/onboarding';

/** An onboarding state as the api answers it, at step `step` (tests only). */
export function onboardingStateAt(
  step: OnboardingStepKey,
  more: Partial<OnboardingState> = {},
): OnboardingState {
  return {
    step,
    next_path: onboardingPathOf(step),
    is_onboarding_complete: false,
    store: {
      id: 9,
      name: 'Bright Gems',
      url: 'bright-gems.localhost',
      website_url: null,
      button_color: null,
    },
    starter_services: [
      {
        key: 'engraving',
        name: 'Engraving',
        category: 'Personalisation',
        price: '40.00',
      },
      {
        key: 'ring-resizing',
        name: 'Ring Resizing',
        category: 'Repairs',
        price: '45.00',
      },
    ],
    chosen_services: [],
    address: null,
    use_platform_shipping: false,
    shipping_account_type: null,
    plans: [
      {
        id: 1,
        name: 'Starter',
        monthly_price: '29.00',
        locations_included: 1,
        price_per_extra_location: '19.00',
      },
      {
        id: 2,
        name: 'Growth',
        monthly_price: '79.00',
        locations_included: 3,
        price_per_extra_location: '15.00',
      },
    ],
    plan_id: null,
    extra_locations: 0,
    monthly_total: '0.00',
    plan_paid: null,
    payouts_last4: null,
    payouts_provider: 'test',
    ...more,
  };
}

/** The store's plan items as GET /stores/9/billing/items answers them: Growth, 1 extra, $5.00 a location for 10 of 30 days (tests only). */
export function locationsQuoteOf(more: Partial<BillItems> = {}): BillItems {
  return {
    plan: {
      id: 2,
      name: 'Growth',
      monthly_price: '79.00',
      locations_included: 3,
      price_per_extra_location: '15.00',
    },
    locations_included: 3,
    extra_locations: 1,
    locations_leaving: 0,
    leaving_on: null,
    locations_in_use: 2,
    removable_locations: 1,
    addable_locations: 99,
    period: {
      start: '2026-11-07',
      end: '2026-12-07',
      days_in_period: 30,
      days_left: 10,
    },
    prorated_location_amount: '5.00',
    monthly_total: '94.00',
    next_monthly_total: '94.00',
    card: null,
    version: 3,
    ...more,
  };
}
