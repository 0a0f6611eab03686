import type { FormikHelpers } from 'formik';
import { useNavigate } from 'shared/router';
import useSWR, { useSWRConfig } from 'swr';
import {
  nextRegistrationPath,
  type VendorOnboardingState,
} from 'shared/contracts/vendorOnboarding';
import { updateSession } from 'shared/session';
import { applyApiErrors } from 'shared/ui/form';
import { withCardErrors } from 'shared/ui/onboarding';
import { useBasePath } from '../../basePath';
import { registrationKey, useRegistration } from '../../records/registration';
import { getVendorPlans, onboardingKeys } from './api';

/** The signed-in vendor owner's registration state. */
export const useVendorOnboarding = useRegistration;

/** The vendor plans. */
export function useVendorPlans() {
  const { data } = useSWR(onboardingKeys.plans(), getVendorPlans);
  return data;
}

/** Where the vendor goes after a step: the next step not done, or the set-up's end. */
export const pathAfter = (
  state: VendorOnboardingState,
  base: string,
  whenDone = '/setup-complete',
) => `${base}${nextRegistrationPath(state.registration_steps) ?? whenDone}`;

/**
 * A step form's submit: saves, keeps the new state (and the session's registration steps, which the
 * shell's guard reads), then goes on; a refusal goes back to the form's fields (what was typed
 * stays). `next` is a fixed page (a middle page), else the next step not done.
 */
export function useStepSubmit<Values>(
  save: (values: Values) => Promise<VendorOnboardingState>,
  next?: string,
) {
  const navigate = useNavigate();
  const base = useBasePath();
  const { mutate } = useSWRConfig();
  return async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    try {
      const state = await save(values);
      await mutate(registrationKey(), state, { revalidate: false });
      updateSession({ registrationSteps: state.registration_steps });
      navigate(next ? `${base}${next}` : pathAfter(state, base));
    } catch (failure) {
      helpers.setStatus(applyApiErrors(failure, withCardErrors(helpers)));
    }
  };
}
