import { INSURANCE_MESSAGES } from 'shared/contracts/insurancePlans';
import { MESSAGES, yup } from 'shared/validation';

/** The invite form: the vendor's email (required) and an optional name for the list. */
export const inviteVendorSchema = yup.object({
  email: yup.string().trim().required(MESSAGES.required).email(MESSAGES.email),
  name: yup.string().trim().max(120, 'At most 120 characters.'),
});

/** An insurance plan: a name, and a rate (percent, at most 100) or a price; the api's rules. */
export const insurancePlanSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(MESSAGES.required)
    .max(80, 'At most 80 characters.'),
  cover: yup.string().oneOf(['rate', 'price']).required(MESSAGES.required),
  amount: yup
    .string()
    .required(MESSAGES.required)
    .matches(/^\d{1,10}(\.\d{1,2})?$/, INSURANCE_MESSAGES.amount)
    .test('rate', INSURANCE_MESSAGES.rate, function check(value) {
      return this.parent.cover !== 'rate' || Number(value) <= 100;
    }),
  is_active: yup.boolean().required(),
});

const RATE = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;
const NUMBER = /^-?\d{1,9}(\.\d{1,2})?$/;
const NUMERIC_ON = ['order_total', 'line_count'];
const NUMERIC_OPS = ['>', '<', '>=', '<='];

/** One condition of the spec's commission form; the same rules as the api's. */
export const conditionSchema = yup.object({
  condition_on: yup.string().required(MESSAGES.required),
  operator_type: yup
    .string()
    .required(MESSAGES.required)
    .test(
      'operator',
      'This operator does not fit what the condition compares.',
      function check(value) {
        const numeric = NUMERIC_ON.includes(this.parent.condition_on);
        return numeric
          ? value !== 'contains'
          : !NUMERIC_OPS.includes(value ?? '');
      },
    ),
  compare_to: yup
    .string()
    .trim()
    .required(MESSAGES.required)
    .max(100, 'At most 100 characters.')
    .test('number', 'Enter a number.', function check(value) {
      return (
        !NUMERIC_ON.includes(this.parent.condition_on) ||
        NUMBER.test(value ?? '')
      );
    }),
  conditional_join: yup.string().oneOf(['and', 'or']),
  conditional_join_inner: yup.string().oneOf(['and', 'or']),
  is_inner_group: yup.boolean(),
});

export const commissionSchema = yup.object({
  rules: yup.array(
    yup.object({
      name: yup
        .string()
        .trim()
        .required(MESSAGES.required)
        .max(80, 'At most 80 characters.'),
      rate: yup
        .string()
        .trim()
        .required(MESSAGES.required)
        .matches(
          RATE,
          'Enter a percentage from 0 to 100 with at most two decimals.',
        ),
      conditions: yup.array(conditionSchema),
    }),
  ),
});
