import { api } from 'shared/api';
import type { BillItems } from 'shared/contracts/billing';
import type {
  OnboardingState,
  Plan,
  Signup,
  StripeConnectLink,
} from 'shared/contracts/onboarding';
import type { LoginResponse } from 'shared/session';

/** SWR keys of the onboarding. */
export const onboardingKeys = {
  state: () => ['onboarding'] as const,
  plans: () => ['onboarding/plans'] as const,
  /** the store's plan items, as /addbillitems reads them (one SWR entry for both pages) */
  locationsQuote: (storeId: number) =>
    [`stores/${storeId}/billing/items`] as const,
};

/** The plan items: one more location's prorated price until the period's end (/pay-per-location). */
export const getLocationsQuote = (storeId: number) =>
  api.get<BillItems>(`stores/${storeId}/billing/items`);

/** Where the signed-in owner's onboarding stands. */
export const getOnboarding = () => api.get<OnboardingState>('onboarding');

/** The platform's plans (public). */
export const getPlans = () => api.get<Plan[]>('onboarding/plans');

/** Opens a store: the owner's account and the store; answers the owner's login. */
export const signUp = (body: Signup) =>
  api.post<LoginResponse>('onboarding/signup', body);

/** Saves one step (`onboarding/<step>`) and answers the new state. */
export const saveOnboardingStep = (
  method: 'put' | 'post',
  path: string,
  body: object,
) =>
  method === 'put'
    ? api.put<OnboardingState>(`onboarding/${path}`, body)
    : api.post<OnboardingState>(`onboarding/${path}`, body);

/** Finishes the set-up: answers the session payload with the store now complete. */
export const completeOnboarding = () =>
  api.post<Omit<LoginResponse, 'access' | 'refresh'>>(
    'onboarding/complete',
    {},
  );

/** A new link to Stripe's hosted onboarding of the store's connected account (Stripe configured). */
export const createStripeLink = () =>
  api.post<StripeConnectLink>('onboarding/payouts/stripe-link', {});

/** Back from Stripe: the api re-reads the account; 409 PAYOUTS.INCOMPLETE while it is not ready. */
export const finishStripeConnect = () =>
  api.post<OnboardingState>('onboarding/payouts/stripe-return', {});
