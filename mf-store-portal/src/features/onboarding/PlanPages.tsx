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
import { money } from '../../components/money';
import { useStorePortalT } from '../../i18n/t';
import { StepFrame } from './components/StepFrame';
import { useStepSubmit } from './hooks';
import { planSchema, type PlanValues } from './schema';

/** /select-plan: the platform's plans (data of the api) and the locations beyond the plan's. */
export function SelectPlanPage() {
  const t = useStorePortalT();
  const submit = useStepSubmit<PlanValues>('put', 'plan', (values) => ({
    plan_id: Number(values.plan_id),
    extra_locations: Number(values.extra_locations),
  }));
  return (
    <StepFrame step="plan" title={t('onboarding.plan.title')}>
      {(state) => (
        <Formik<PlanValues>
          initialValues={{
            plan_id: state.plan_id ? String(state.plan_id) : '',
            extra_locations: String(state.extra_locations),
          }}
          validationSchema={planSchema}
          onSubmit={submit}
        >
          <FormikForm label={t('onboarding.plan.title')}>
            <ChoiceField
              name="plan_id"
              type="radio"
              legend={t('onboarding.plan.legend')}
              choices={state.plans.map((plan) => ({
                value: String(plan.id),
                label: t('onboarding.plan.choice', {
                  name: plan.name,
                  price: money(plan.monthly_price),
                  count: plan.locations_included,
                  extra: money(plan.price_per_extra_location),
                }),
              }))}
            />
            <FormikInput
              name="extra_locations"
              label={t('onboarding.plan.extra')}
              help={t('onboarding.plan.extraHelp')}
            />
            <FormikSubmit>{t('onboarding.continue')}</FormikSubmit>
          </FormikForm>
        </Formik>
      )}
    </StepFrame>
  );
}

/** /confirm-plan: the month's total, paid by card (the built-in test processor). */
export function ConfirmPlanPage() {
  const t = useStorePortalT();
  const submit = useStepSubmit<CardValues>(
    'post',
    'plan/payment',
    (values) => ({ card: cardOf(values) }),
    '/store-confirmplan',
  );
  return (
    <StepFrame step="plan_payment" title={t('onboarding.plan.confirmTitle')}>
      {(state) => {
        const plan = state.plans.find((p) => p.id === state.plan_id);
        return (
          <>
            <p>
              {t('onboarding.plan.summary', {
                plan: plan?.name ?? '',
                count: state.extra_locations,
              })}{' '}
              <strong>
                {t('onboarding.plan.perMonth', {
                  amount: money(state.monthly_total),
                })}
              </strong>
              . <Link to="/select-plan">{t('onboarding.plan.change')}</Link>
            </p>
            <Formik<CardValues>
              initialValues={EMPTY_CARD}
              validationSchema={cardSchema}
              onSubmit={submit}
            >
              <FormikForm label={t('onboarding.plan.card')}>
                <CardFields />
                <FormikSubmit>
                  {t('onboarding.plan.pay', {
                    amount: money(state.monthly_total),
                  })}
                </FormikSubmit>
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
  const t = useStorePortalT();
  return (
    <StepFrame step="payouts" title={t('onboarding.plan.activeTitle')}>
      {(state) => (
        <>
          <p>
            {state.plan_paid
              ? t('onboarding.plan.paidWith', {
                  amount: money(state.monthly_total),
                  brand: state.plan_paid.brand,
                  last4: state.plan_paid.last4,
                })
              : t('onboarding.plan.paid', {
                  amount: money(state.monthly_total),
                })}
          </p>
          <p>
            <Link className="onboarding__next" to="/connect-stripe">
              {t('onboarding.plan.toPayouts')}
            </Link>
          </p>
        </>
      )}
    </StepFrame>
  );
}
