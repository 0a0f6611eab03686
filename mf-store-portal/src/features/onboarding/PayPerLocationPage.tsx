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
import { errorWords, useStorePortalT } from '../../i18n/t';
import { onboardingKeys, saveOnboardingStep } from './api';
import { useLocationsQuote, useOnboarding } from './hooks';

/**
 * /pay-per-location: a complete store adds locations beyond its plan's and pays them for the rest
 * of the billing period, prorated; the page shows the amount before paying.
 */
export function PayPerLocationPage() {
  const t = useStorePortalT();
  const { state, error, isLoading } = useOnboarding();
  const complete = Boolean(state?.is_onboarding_complete && state.plan_id);
  const quote = useLocationsQuote(complete ? (state?.store.id ?? null) : null);
  const { mutate } = useSWRConfig();
  const [added, setAdded] = useState<string | null>(null);
  if (isLoading || quote.isLoading)
    return <PageLoader label={t('onboarding.plan.loading')} />;
  if (isApiError(error) && [401, 403].includes(error.status))
    return <Navigate to="/portal/login" replace />;
  if (!state) return <ErrorState message={errorWords(error)} />;
  if (!state.is_onboarding_complete)
    return <Navigate to={state.next_path} replace />;
  const plan = state.plans.find((p) => p.id === state.plan_id);
  const pay = async (payment: LocationsPayment) => {
    const next = await saveOnboardingStep('post', 'extra-locations', payment);
    await mutate(onboardingKeys.state(), next, { revalidate: false });
    quote.retry();
    setAdded(
      t('onboarding.perLocation.added', {
        amount: money(next.monthly_total),
      }),
    );
  };
  return (
    <section className="onboarding" aria-labelledby="per-location-title">
      <h1 id="per-location-title">{t('onboarding.plan.addLocations')}</h1>
      {added && <Banner type="success" title={added} />}
      {!plan ? (
        <p>{t('onboarding.plan.none', { store: state.store.name })}</p>
      ) : quote.error || !quote.quote ? (
        <ErrorState message={errorWords(quote.error)} onRetry={quote.retry} />
      ) : (
        <>
          <p>
            {t('onboarding.perLocation.includes', {
              plan: plan.name,
              count: plan.locations_included,
              extra: state.extra_locations,
              price: money(plan.price_per_extra_location),
            })}
          </p>
          {quote.quote.addable_locations === 0 ? (
            <p>{t('onboarding.perLocation.full')}</p>
          ) : (
            <LocationsPurchaseForm
              items={quote.quote}
              pay={pay}
              onCurrent={quote.show}
              labels={{
                form: t('onboarding.plan.addLocations'),
                count: t('onboarding.perLocation.count'),
              }}
              max={MAX_EXTRA_LOCATIONS}
            />
          )}
        </>
      )}
      <p>
        <Link to="/portal/payment">{t('onboarding.plan.yours')}</Link>
      </p>
    </section>
  );
}
