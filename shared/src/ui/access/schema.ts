import { MESSAGES, yup } from 'shared/validation';

/** The api's password rule (≥ 8 characters, a letter and a digit), in its words. */
export const PASSWORD_RULE =
  'Use at least 8 characters with a letter and a digit.';
export const PASSWORDS_DIFFER = 'Passwords do not match.';

export const forgotPasswordSchema = yup.object({
  email: yup.string().trim().required(MESSAGES.required).email(MESSAGES.email),
});

export const resetPasswordSchema = yup.object({
  password: yup
    .string()
    .required(MESSAGES.required)
    .min(8, PASSWORD_RULE)
    .matches(/[A-Za-z]/, PASSWORD_RULE)
    .matches(/\d/, PASSWORD_RULE),
  confirm_password: yup
    .string()
    .required(MESSAGES.required)
    .oneOf([yup.ref('password')], PASSWORDS_DIFFER),
});
