import { api } from 'shared/api';
import type {
  VendorAddressInput,
  VendorBankInput,
  VendorOnboardingState,
  VendorPlan,
  VendorPlanPayment,
  VendorSignup,
} from 'shared/contracts/vendorOnboarding';
import type { LoginResponse } from 'shared/session';

// A new vendor's sign-up and registration steps (routes in shared/contracts/vendorOnboarding).

export const onboardingKeys = {
  plans: () => ['vendor-plans'] as const,
};

export const signUp = (body: VendorSignup) =>
  api.post<{ message: string }>('vendor-signup', body);

export const confirmSignup = (token: string) =>
  api.post<LoginResponse>('vendor-signup/confirm', { token });

export const getVendorPlans = () => api.get<VendorPlan[]>('vendor-plans');

/** The steps' writes, each answering the new state. */
export const saveStep = {
  plan: (planId: number) =>
    api.put<VendorOnboardingState>('vendor/onboarding/plan', {
      plan_id: planId,
    }),
  subscription: (body: VendorPlanPayment) =>
    api.post<VendorOnboardingState>('vendor/onboarding/subscription', body),
  address: (body: VendorAddressInput) =>
    api.put<VendorOnboardingState>('vendor/onboarding/address', body),
  bank: (body: VendorBankInput) =>
    api.put<VendorOnboardingState>('vendor/onboarding/bank', body),
};
