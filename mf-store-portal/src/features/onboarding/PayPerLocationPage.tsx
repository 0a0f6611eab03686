import { Formik } from 'formik';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { isApiError } from 'shared/api';
import { Banner, ErrorState, PageLoader } from 'shared/ui';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { yup } from 'shared/validation';
import {
  CardFields,
  cardOf,
  cardSchema,
  EMPTY_CARD,
  type CardValues,
  withCardErrors,
} from 'shared/ui/onboarding';
import { onboardingKeys, saveOnboardingStep } from './api';
import { useOnboarding } from './hooks';

const COUNT_RULE = 'Please enter a whole number from 1 to 100.';
const schema = cardSchema.shape({
  count: yup
    .string()
    .trim()
    .required(COUNT_RULE)
    .matches(/^(100|[1-9]\d?)$/, COUNT_RULE),
});
type Values = CardValues & { count: string };

/** /pay-per-location: a complete store adds locations beyond its plan's and pays their first month. */
export function PayPerLocationPage() {
  const { state, error, isLoading } = useOnboarding();
  const { mutate } = useSWRConfig();
  const [added, setAdded] = useState<string | null>(null);
  if (isLoading) return <PageLoader label="Loading your plan" />;
  if (isApiError(error) && [401, 403].includes(error.status))
    return <Navigate to="/portal/login" replace />;
  if (!state) return <ErrorState message={error?.message} />;
  if (!state.is_onboarding_complete)
    return <Navigate to={state.next_path} replace />;
  const plan = state.plans.find((p) => p.id === state.plan_id);
  return (
    <main className="onboarding" aria-labelledby="per-location-title">
      <h1 id="per-location-title">Add locations</h1>
      {added && <Banner type="success" title={added} />}
      {plan ? (
        <>
          <p>
            Your {plan.name} plan includes {plan.locations_included} location
            {plan.locations_included === 1 ? '' : 's'} and{' '}
            {state.extra_locations} extra; each more is $
            {plan.price_per_extra_location} a month.
          </p>
          <Formik<Values>
            initialValues={{ ...EMPTY_CARD, count: '1' }}
            validationSchema={schema}
            onSubmit={async (values, helpers) => {
              helpers.setStatus(undefined);
              try {
                const next = await saveOnboardingStep(
                  'post',
                  'extra-locations',
                  { count: Number(values.count), card: cardOf(values) },
                );
                await mutate(onboardingKeys.state(), next, {
                  revalidate: false,
                });
                setAdded(
                  `Added. Your plan is now $${next.monthly_total} a month.`,
                );
                helpers.resetForm();
              } catch (failure) {
                helpers.setStatus(
                  applyApiErrors(failure, withCardErrors(helpers)),
                );
              }
            }}
          >
            <FormikForm label="Add locations">
              <FormikInput name="count" label="Locations to add" required />
              <CardFields />
              <FormikSubmit>Pay and add</FormikSubmit>
            </FormikForm>
          </Formik>
        </>
      ) : (
        <p>
          {state.store.name} has no plan on record. Please contact the
          platform&apos;s team to choose one.
        </p>
      )}
      <p>
        <Link to="/portal/payment">Your plan</Link>
      </p>
    </main>
  );
}
