import { moneySchema, MESSAGES, yup } from 'shared/validation';

/** The extra charge a vendor asks for: an amount by the spec's money rule, and why. */
export const chargeSchema = yup.object({
  amount: moneySchema()
    .required(MESSAGES.required)
    .test(
      'positive',
      'Please enter an amount above 0.',
      (value) => !value || Number(value) > 0,
    ),
  reason: yup
    .string()
    .trim()
    .required(MESSAGES.required)
    .max(500, 'Please keep the reason under 500 characters.'),
});

export const noteSchema = yup.object({
  body: yup
    .string()
    .trim()
    .required(MESSAGES.required)
    .max(4000, 'Please keep the note under 4000 characters.'),
});
