import { VENDOR_BILLING_MESSAGES } from 'shared/contracts/vendorBilling';
import { MESSAGES, yup } from 'shared/validation';

/** The plan page's choice: a plan, not the one the workshop is on. */
export const planChoiceSchema = (currentId: number | null) =>
  yup.object({
    plan_id: yup
      .string()
      .required(MESSAGES.required)
      .test(
        'other',
        VENDOR_BILLING_MESSAGES.samePlan,
        (value) => value !== String(currentId),
      ),
  });
export type PlanChoiceValues = yup.InferType<
  ReturnType<typeof planChoiceSchema>
>;
