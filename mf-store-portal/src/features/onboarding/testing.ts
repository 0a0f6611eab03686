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
    ...more,
  };
}
