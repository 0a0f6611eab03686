import { api } from 'shared/api';
import type {
  OnboardingState,
  Plan,
  Signup,
} from 'shared/contracts/onboarding';
import type { LoginResponse } from 'shared/session';

/** SWR keys of the onboarding. */
export const onboardingKeys = {
  state: () => ['onboarding'] as const,
  plans: () => ['onboarding/plans'] as const,
};

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
