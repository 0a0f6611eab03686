import {
  MESSAGES,
  yup,
  newPasswordSchema,
  PASSWORDS_DIFFER,
} from 'shared/validation';

/** The api's password rule (≥ 8 characters, a letter and a digit), in its words. */

export const forgotPasswordSchema = yup.object({
  email: yup.string().trim().required(MESSAGES.required).email(MESSAGES.email),
});

export const resetPasswordSchema = yup.object({
  password: newPasswordSchema(),
  confirm_password: yup
    .string()
    .required(MESSAGES.required)
    .oneOf([yup.ref('password')], PASSWORDS_DIFFER),
});

export { PASSWORD_RULE, PASSWORDS_DIFFER } from 'shared/validation';
