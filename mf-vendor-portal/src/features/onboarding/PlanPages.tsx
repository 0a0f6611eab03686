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
import { useBasePath } from '../../basePath';
import { saveStep } from './api';
import { pathAfter, useStepSubmit, useVendorPlans } from './hooks';
import { planSchema } from './schema';
import { StepFrame } from './StepFrame';

/** /welcome: what the set-up asks for, and where the owner goes on from. */
export function WelcomePage() {
  const base = useBasePath();
  const { user } = useSession();
  return (
    <StepFrame
      title={`Welcome${user?.first_name ? `, ${user.first_name}` : ''}`}
    >
      {(state) => (
        <>
          <p>Three steps set up {state.vendor_name}:</p>
          <ol>
            <li>
              a plan, its first month paid
              {state.registration_steps.subscription && ' (done)'}
            </li>
            <li>
              your workshop&apos;s address
              {state.registration_steps.address && ' (done)'}
            </li>
            <li>
              where payouts go
              {state.registration_steps.bank_account && ' (done)'}
            </li>
          </ol>
          <p className="onboarding__actions">
            <Link to={pathAfter(state, base)}>
              {state.registration_steps.subscription
                ? 'Continue the set-up'
                : 'Start with a plan'}
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
  const submit = useStepSubmit<{ plan_id: string }>(
    (values) => saveStep.plan(Number(values.plan_id)),
    '/confirmplan',
  );
  return (
    <StepFrame step="subscription" title="Choose your plan">
      {(state) =>
        !plans ? (
          <PageLoader label="Loading the plans" />
        ) : (
          <Formik
            initialValues={{ plan_id: state.plan ? String(state.plan.id) : '' }}
            validationSchema={planSchema}
            onSubmit={submit}
          >
            <FormikForm label="Choose your plan">
              <ChoiceField
                name="plan_id"
                legend="Plans, billed monthly"
                type="radio"
                choices={plans.map((plan) => ({
                  value: String(plan.id),
                  label: (
                    <>
                      <strong>{plan.name}</strong>: ${plan.monthly_price} a
                      month. {plan.description}.
                    </>
                  ),
                }))}
              />
              <FormikSubmit>Continue</FormikSubmit>
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
  const submit = useStepSubmit<CardValues>(
    (values) => saveStep.subscription({ card: cardOf(values) }),
    '/middle_page',
  );
  return (
    <StepFrame step="subscription" title="Confirm your plan">
      {(state) => {
        if (!state.plan) return <Navigate to={`${base}/selectplan`} replace />;
        if (state.registration_steps.subscription)
          return <Navigate to={`${base}/middle_page`} replace />;
        return (
          <>
            <p>
              <strong>{state.plan.name}</strong> plan: $
              {state.plan.monthly_price} a month. Your card is charged $
              {state.plan.monthly_price} now for the first month.{' '}
              <Link to={`${base}/selectplan`}>Change plan</Link>
            </p>
            <Formik<CardValues>
              initialValues={EMPTY_CARD}
              validationSchema={cardSchema}
              onSubmit={submit}
            >
              <FormikForm label="Pay the first month">
                <CardFields />
                <FormikSubmit>Pay ${state.plan.monthly_price}</FormikSubmit>
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
  return (
    <StepFrame title="Your plan is active">
      {(state) =>
        !state.registration_steps.subscription || !state.plan ? (
          <Navigate to={`${base}/confirmplan`} replace />
        ) : (
          <>
            <p role="status">
              The {state.plan.name} plan is paid
              {state.plan_card_last4
                ? ` with the card ending ${state.plan_card_last4}`
                : ''}
              .
            </p>
            <p className="onboarding__actions">
              <Link to={pathAfter(state, base)}>Continue the set-up</Link>
            </p>
          </>
        )
      }
    </StepFrame>
  );
}
