import { Formik } from 'formik';
import { Link, Navigate } from 'shared/router';
import { useSession } from 'shared/session';
import { FormikForm, FormikSubmit } from 'shared/ui/form';
import {
  CardFields,
  cardOf,
  cardSchema,
  ChoiceField,
  EMPTY_CARD,
  type CardValues,
} from 'shared/ui/onboarding';
import { PageLoader } from 'shared/ui';
import { formatApiAmount } from 'shared/i18n';
import { useBasePath } from '../../basePath';
import { saveStep } from './api';
import { pathAfter, useStepSubmit, useVendorPlans } from './hooks';
import { planSchema } from './schema';
import { StepFrame } from './StepFrame';
import { useVendorT } from '../../i18n/t';

/** /welcome: what the set-up asks for, and where the owner goes on from. */
export function WelcomePage() {
  const base = useBasePath();
  const { user } = useSession();
  const t = useVendorT();
  const done = (step: boolean) => (step ? t('onboarding.welcome.done') : '');
  return (
    <StepFrame
      title={
        user?.first_name
          ? t('onboarding.welcome.titleNamed', { name: user.first_name })
          : t('onboarding.welcome.title')
      }
    >
      {(state) => (
        <>
          <p>{t('onboarding.welcome.steps', { vendor: state.vendor_name })}</p>
          <ol>
            <li>
              {t('onboarding.welcome.plan')}
              {done(state.registration_steps.subscription)}
            </li>
            <li>
              {t('onboarding.welcome.address')}
              {done(state.registration_steps.address)}
            </li>
            <li>
              {t('onboarding.welcome.payouts')}
              {done(state.registration_steps.bank_account)}
            </li>
          </ol>
          <p className="onboarding__actions">
            <Link to={pathAfter(state, base)}>
              {state.registration_steps.subscription
                ? t('onboarding.welcome.continue')
                : t('onboarding.welcome.start')}
            </Link>
          </p>
        </>
      )}
    </StepFrame>
  );
}

/** /selectplan: the plan (the subscription step, part 1). */
export function SelectPlanPage() {
  const plans = useVendorPlans();
  const t = useVendorT();
  const submit = useStepSubmit<{ plan_id: string }>(
    (values) => saveStep.plan(Number(values.plan_id)),
    '/confirmplan',
  );
  return (
    <StepFrame step="subscription" title={t('onboarding.plan.title')}>
      {(state) =>
        !plans ? (
          <PageLoader label={t('onboarding.plan.loading')} />
        ) : (
          <Formik
            initialValues={{ plan_id: state.plan ? String(state.plan.id) : '' }}
            validationSchema={planSchema}
            onSubmit={submit}
          >
            <FormikForm label={t('onboarding.plan.title')}>
              <ChoiceField
                name="plan_id"
                legend={t('onboarding.plan.legend')}
                type="radio"
                choices={plans.map((plan) => ({
                  value: String(plan.id),
                  label: (
                    <>
                      <strong>{plan.name}</strong>
                      {t('onboarding.plan.choice', {
                        price: formatApiAmount(plan.monthly_price),
                        description: plan.description,
                      })}
                    </>
                  ),
                }))}
              />
              <FormikSubmit>{t('onboarding.plan.continue')}</FormikSubmit>
            </FormikForm>
          </Formik>
        )
      }
    </StepFrame>
  );
}

/** /confirmplan: the chosen plan's first month, paid by card (the subscription step, part 2). */
export function ConfirmPlanPage() {
  const base = useBasePath();
  const t = useVendorT();
  const submit = useStepSubmit<CardValues>(
    (values) => saveStep.subscription({ card: cardOf(values) }),
    '/middle_page',
  );
  return (
    <StepFrame step="subscription" title={t('onboarding.plan.confirmTitle')}>
      {(state) => {
        if (!state.plan) return <Navigate to={`${base}/selectplan`} replace />;
        if (state.registration_steps.subscription)
          return <Navigate to={`${base}/middle_page`} replace />;
        const price = formatApiAmount(state.plan.monthly_price);
        return (
          <>
            <p>
              <strong>{state.plan.name}</strong>
              {t('onboarding.plan.confirm', { price })}{' '}
              <Link to={`${base}/selectplan`}>
                {t('onboarding.plan.change')}
              </Link>
            </p>
            <Formik<CardValues>
              initialValues={EMPTY_CARD}
              validationSchema={cardSchema}
              onSubmit={submit}
            >
              <FormikForm label={t('onboarding.plan.payLabel')}>
                <CardFields />
                <FormikSubmit>
                  {t('onboarding.plan.pay', { price })}
                </FormikSubmit>
              </FormikForm>
            </Formik>
          </>
        );
      }}
    </StepFrame>
  );
}

/** /middle_page: after the payment: the plan is active; on to the next step. */
export function PlanPaidPage() {
  const base = useBasePath();
  const t = useVendorT();
  return (
    <StepFrame title={t('onboarding.plan.paidTitle')}>
      {(state) =>
        !state.registration_steps.subscription || !state.plan ? (
          <Navigate to={`${base}/confirmplan`} replace />
        ) : (
          <>
            <p role="status">
              {state.plan_card_last4
                ? t('onboarding.plan.paidWithCard', {
                    name: state.plan.name,
                    last4: state.plan_card_last4,
                  })
                : t('onboarding.plan.paid', { name: state.plan.name })}
            </p>
            <p className="onboarding__actions">
              <Link to={pathAfter(state, base)}>
                {t('onboarding.welcome.continue')}
              </Link>
            </p>
          </>
        )
      }
    </StepFrame>
  );
}
