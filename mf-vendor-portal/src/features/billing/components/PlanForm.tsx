import { Formik, type FormikHelpers } from 'formik';
import type { VendorBilling } from 'shared/contracts/vendorBilling';
import { formatDate } from 'shared/dates';
import { formatApiAmount as money, useT } from 'shared/i18n';
import { useAppFeedback } from 'shared/ui/antd';
import { applyApiErrors, FormikForm, FormikSubmit } from 'shared/ui/form';
import { ChoiceField } from 'shared/ui/onboarding';
import { usersText } from '../format';
import { planChoiceSchema, type PlanChoiceValues } from '../schema';

/** Props of PlanForm. */
export interface PlanFormProps {
  billing: VendorBilling;
  onChange: (planId: number, version: number) => Promise<unknown>;
}

/** The plans to move to; the change is asked first, and a refusal (the team is too big) shows. */
export function PlanForm({ billing, onChange }: PlanFormProps) {
  const { message, modal } = useAppFeedback();
  const t = useT('billing');
  const current = billing.plan;
  const submit = (
    values: PlanChoiceValues,
    helpers: FormikHelpers<PlanChoiceValues>,
  ) => {
    const plan = billing.plans.find((p) => String(p.id) === values.plan_id);
    if (!plan) return;
    helpers.setStatus(undefined);
    const isDowngrade =
      !!current && Number(plan.monthly_price) < Number(current.monthly_price);
    const words = {
      plan: plan.name,
      users: usersText(t, plan.users_included),
      price: money(plan.monthly_price),
      date: billing.next_bill_on ? formatDate(billing.next_bill_on) : '',
    };
    // Formik's submit ends here; the question's OK button shows the change under way.
    helpers.setSubmitting(false);
    modal.confirm({
      title: t(
        isDowngrade ? 'vendor.downgradeTitle' : 'vendor.upgradeTitle',
        words,
      ),
      content: t(
        billing.next_bill_on
          ? 'vendor.changeContentOn'
          : 'vendor.changeContent',
        words,
      ),
      okText: t('plan.changeTo', words),
      cancelText: t('plan.cancel'),
      onOk: async () => {
        try {
          await onChange(plan.id, billing.version);
          void message.success(t('vendor.changed', words));
        } catch (failure) {
          helpers.setStatus(applyApiErrors(failure, helpers));
        }
      },
    });
  };
  return (
    <Formik<PlanChoiceValues>
      initialValues={{ plan_id: current ? String(current.id) : '' }}
      validationSchema={planChoiceSchema(current?.id ?? null)}
      onSubmit={submit}
    >
      <FormikForm label={t('plan.change')}>
        <ChoiceField
          name="plan_id"
          legend={t('vendor.plans')}
          type="radio"
          choices={billing.plans.map((plan) => ({
            value: String(plan.id),
            label: (
              <>
                <strong>{plan.name}</strong>
                {plan.id === current?.id && t('vendor.yours')}:{' '}
                {t('vendor.choice', {
                  price: money(plan.monthly_price),
                  users: usersText(t, plan.users_included),
                  description: plan.description,
                })}
              </>
            ),
          }))}
        />
        <FormikSubmit>{t('plan.change')}</FormikSubmit>
      </FormikForm>
    </Formik>
  );
}
