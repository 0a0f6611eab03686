import { Formik, type FormikHelpers } from 'formik';
import type { VendorBilling } from 'shared/contracts/vendorBilling';
import { formatDate } from 'shared/dates';
import { useAppFeedback } from 'shared/ui/antd';
import { applyApiErrors, FormikForm, FormikSubmit } from 'shared/ui/form';
import { ChoiceField } from 'shared/ui/onboarding';
import { money, usersText } from '../format';
import { planChoiceSchema, type PlanChoiceValues } from '../schema';

/** Props of PlanForm. */
export interface PlanFormProps {
  billing: VendorBilling;
  onChange: (planId: number, version: number) => Promise<unknown>;
}

/** The plans to move to; the change is asked first, and a refusal (the team is too big) shows. */
export function PlanForm({ billing, onChange }: PlanFormProps) {
  const { message, modal } = useAppFeedback();
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
    const next = billing.next_bill_on
      ? ` on ${formatDate(billing.next_bill_on)}`
      : '';
    // Formik's submit ends here; the question's OK button shows the change under way.
    helpers.setSubmitting(false);
    modal.confirm({
      title: `${isDowngrade ? 'Downgrade' : 'Upgrade'} to the ${plan.name} plan?`,
      content: `Up to ${usersText(plan.users_included)} for ${money(plan.monthly_price)} a month, from now on. Your next bill${next} is ${money(plan.monthly_price)}; the month you already paid stays as it is.`,
      okText: `Change to ${plan.name}`,
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await onChange(plan.id, billing.version);
          void message.success(
            `Your workshop is now on the ${plan.name} plan.`,
          );
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
      <FormikForm label="Change plan">
        <ChoiceField
          name="plan_id"
          legend="Plans, billed monthly"
          type="radio"
          choices={billing.plans.map((plan) => ({
            value: String(plan.id),
            label: (
              <>
                <strong>{plan.name}</strong>
                {plan.id === current?.id && ' (your plan)'}:{' '}
                {money(plan.monthly_price)} a month, up to{' '}
                {usersText(plan.users_included)}. {plan.description}.
              </>
            ),
          }))}
        />
        <FormikSubmit>Change plan</FormikSubmit>
      </FormikForm>
    </Formik>
  );
}
