import type { FormikHelpers } from 'formik';
import { useNavigate } from 'shared/router';
import useSWR, { useSWRConfig } from 'swr';
import type { BillItems } from 'shared/contracts/billing';
import type { OnboardingState } from 'shared/contracts/onboarding';
import { applyApiErrors } from 'shared/ui/form';
import { withCardErrors } from 'shared/ui/onboarding';
import {
  getLocationsQuote,
  getOnboarding,
  getPlans,
  onboardingKeys,
  saveOnboardingStep,
} from './api';

/** The signed-in owner's onboarding state. */
export function useOnboarding() {
  const { data, error, isLoading } = useSWR(
    onboardingKeys.state(),
    getOnboarding,
    { revalidateOnFocus: false },
  );
  return { state: data, error: error as Error | undefined, isLoading };
}

/** The price of extra locations bought now (null: not asked, e.g. before the set-up is complete). */
export function useLocationsQuote(storeId: number | null) {
  const { data, error, isLoading, mutate } = useSWR(
    storeId ? onboardingKeys.locationsQuote(storeId) : null,
    () => getLocationsQuote(storeId as number),
    { revalidateOnFocus: false },
  );
  return {
    quote: data,
    error: error as Error | undefined,
    isLoading,
    retry: () => void mutate(),
    /** shows the quote the api answered (after a purchase, or a 409's `current`) */
    show: (items: BillItems) => mutate(items, { revalidate: false }),
  };
}

/** The platform's plans. */
export function usePlans() {
  const { data } = useSWR(onboardingKeys.plans(), getPlans);
  return data ?? [];
}

/**
 * A step form's submit: saves, stores the new state and goes to `next` (or the step the server says
 * is next); a refusal goes back to the form's fields and status (what was typed stays).
 */
export function useStepSubmit<Values>(
  method: 'put' | 'post',
  path: string,
  toBody: (values: Values) => object,
  next?: string,
) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    try {
      const state = await saveOnboardingStep(method, path, toBody(values));
      await mutate<OnboardingState>(onboardingKeys.state(), state, {
        revalidate: false,
      });
      navigate(next ?? state.next_path);
    } catch (failure) {
      helpers.setStatus(applyApiErrors(failure, withCardErrors(helpers)));
      return failure;
    }
    return undefined;
  };
}
