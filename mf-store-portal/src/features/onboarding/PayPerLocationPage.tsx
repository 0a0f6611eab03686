import { useState } from 'react';
import { Link, Navigate } from 'shared/router';
import { useSWRConfig } from 'swr';
import { isApiError } from 'shared/api';
import { MAX_EXTRA_LOCATIONS } from 'shared/contracts/billing';
import { Banner, ErrorState, PageLoader } from 'shared/ui';
import { money } from '../../components/money';
import {
  LocationsPurchaseForm,
  type LocationsPayment,
} from '../../components/LocationsPurchaseForm';
import { onboardingKeys, saveOnboardingStep } from './api';
import { useLocationsQuote, useOnboarding } from './hooks';

/**
 * /pay-per-location: a complete store adds locations beyond its plan's and pays them for the rest
 * of the billing period, prorated; the page shows the amount before paying.
 */
export function PayPerLocationPage() {
  const { state, error, isLoading } = useOnboarding();
  const complete = Boolean(state?.is_onboarding_complete && state.plan_id);
  const quote = useLocationsQuote(complete ? (state?.store.id ?? null) : null);
  const { mutate } = useSWRConfig();
  const [added, setAdded] = useState<string | null>(null);
  if (isLoading || quote.isLoading)
    return <PageLoader label="Loading your plan" />;
  if (isApiError(error) && [401, 403].includes(error.status))
    return <Navigate to="/portal/login" replace />;
  if (!state) return <ErrorState message={error?.message} />;
  if (!state.is_onboarding_complete)
    return <Navigate to={state.next_path} replace />;
  const plan = state.plans.find((p) => p.id === state.plan_id);
  const pay = async (payment: LocationsPayment) => {
    const next = await saveOnboardingStep('post', 'extra-locations', payment);
    await mutate(onboardingKeys.state(), next, { revalidate: false });
    quote.retry();
    setAdded(`Added. Your plan is now $${next.monthly_total} a month.`);
  };
  return (
    <section className="onboarding" aria-labelledby="per-location-title">
      <h1 id="per-location-title">Add locations</h1>
      {added && <Banner type="success" title={added} />}
      {!plan ? (
        <p>
          {state.store.name} has no plan on record. Please contact the
          platform&apos;s team to choose one.
        </p>
      ) : quote.error || !quote.quote ? (
        <ErrorState message={quote.error?.message} onRetry={quote.retry} />
      ) : (
        <>
          <p>
            Your {plan.name} plan includes {plan.locations_included} location
            {plan.locations_included === 1 ? '' : 's'} and{' '}
            {state.extra_locations} extra; each more is{' '}
            {money(plan.price_per_extra_location)} a month, and you pay it now
            only for the days left until your plan renews.
          </p>
          {quote.quote.addable_locations === 0 ? (
            <p>
              Your store has the most extra locations a plan can have (100).
            </p>
          ) : (
            <LocationsPurchaseForm
              items={quote.quote}
              pay={pay}
              onCurrent={quote.show}
              labels={{ form: 'Add locations', count: 'Locations to add' }}
              max={MAX_EXTRA_LOCATIONS}
            />
          )}
        </>
      )}
      <p>
        <Link to="/portal/payment">Your plan</Link>
      </p>
    </section>
  );
}
