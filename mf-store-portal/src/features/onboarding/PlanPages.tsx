import { Formik } from 'formik';
import { Link } from 'shared/router';
import { FormikForm, FormikInput, FormikSubmit } from 'shared/ui/form';
import {
  CardFields,
  cardOf,
  cardSchema,
  ChoiceField,
  EMPTY_CARD,
  type CardValues,
} from 'shared/ui/onboarding';
import { StepFrame } from './components/StepFrame';
import { useStepSubmit } from './hooks';
import { planSchema, type PlanValues } from './schema';

/** /select-plan: the platform's plans (data of the api) and the locations beyond the plan's. */
export function SelectPlanPage() {
  const submit = useStepSubmit<PlanValues>('put', 'plan', (values) => ({
    plan_id: Number(values.plan_id),
    extra_locations: Number(values.extra_locations),
  }));
  return (
    <StepFrame step="plan" title="Choose your plan">
      {(state) => (
        <Formik<PlanValues>
          initialValues={{
            plan_id: state.plan_id ? String(state.plan_id) : '',
            extra_locations: String(state.extra_locations),
          }}
          validationSchema={planSchema}
          onSubmit={submit}
        >
          <FormikForm label="Choose your plan">
            <ChoiceField
              name="plan_id"
              type="radio"
              legend="Plan"
              choices={state.plans.map((plan) => ({
                value: String(plan.id),
                label: `${plan.name}: $${plan.monthly_price} a month, ${plan.locations_included} location${plan.locations_included === 1 ? '' : 's'} included, $${plan.price_per_extra_location} a month per extra location`,
              }))}
            />
            <FormikInput
              name="extra_locations"
              label="Extra locations"
              help="Locations beyond those your plan includes (0 to 100)."
            />
            <FormikSubmit>Continue</FormikSubmit>
          </FormikForm>
        </Formik>
      )}
    </StepFrame>
  );
}

/** /confirm-plan: the month's total, paid by card (the built-in test processor). */
export function ConfirmPlanPage() {
  const submit = useStepSubmit<CardValues>(
    'post',
    'plan/payment',
    (values) => ({ card: cardOf(values) }),
    '/store-confirmplan',
  );
  return (
    <StepFrame step="plan_payment" title="Confirm your plan">
      {(state) => {
        const plan = state.plans.find((p) => p.id === state.plan_id);
        return (
          <>
            <p>
              {plan?.name} plan with {state.extra_locations} extra location
              {state.extra_locations === 1 ? '' : 's'}:{' '}
              <strong>${state.monthly_total} a month</strong>.{' '}
              <Link to="/select-plan">Change plan</Link>
            </p>
            <Formik<CardValues>
              initialValues={EMPTY_CARD}
              validationSchema={cardSchema}
              onSubmit={submit}
            >
              <FormikForm label="Card">
                <CardFields />
                <FormikSubmit>Pay ${state.monthly_total}</FormikSubmit>
              </FormikForm>
            </Formik>
          </>
        );
      }}
    </StepFrame>
  );
}

/** /store-confirmplan: the plan is paid. */
export function PlanConfirmedPage() {
  return (
    <StepFrame step="payouts" title="Your plan is active">
      {(state) => (
        <>
          <p>
            Thank you! ${state.monthly_total} was paid
            {state.plan_paid
              ? ` with the ${state.plan_paid.brand} card ending ${state.plan_paid.last4}`
              : ''}
            .
          </p>
          <p>
            <Link className="onboarding__next" to="/connect-stripe">
              Continue to payouts
            </Link>
          </p>
        </>
      )}
    </StepFrame>
  );
}
