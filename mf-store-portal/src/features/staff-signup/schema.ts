import { MESSAGES, nameSchema, phoneSchema, yup } from 'shared/validation';

/** The api's password rule (at least 8 characters, a letter and a digit). */
export const PASSWORD_RULE =
  'Use at least 8 characters with a letter and a digit.';
export const PASSWORDS_DIFFER = 'Passwords do not match.';

/** A new password by the api's rule. */
export const newPasswordSchema = () =>
  yup
    .string()
    .required(MESSAGES.required)
    .min(8, PASSWORD_RULE)
    .matches(/[A-Za-z]/, PASSWORD_RULE)
    .matches(/\d/, PASSWORD_RULE);

export const staffSignupSchema = yup.object({
  first_name: nameSchema().required(MESSAGES.required),
  last_name: nameSchema().required(MESSAGES.required),
  phone: phoneSchema(),
  password: newPasswordSchema(),
  confirm_password: yup
    .string()
    .required(MESSAGES.required)
    .oneOf([yup.ref('password')], PASSWORDS_DIFFER),
});
export type StaffSignupValues = yup.InferType<typeof staffSignupSchema>;
