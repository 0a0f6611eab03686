import { MESSAGES, nameSchema, phoneSchema, yup } from 'shared/validation';

export const PASSWORD_RULE =
  'Use at least 8 characters with a letter and a digit.';
export const PASSWORDS_DIFFER = 'Passwords do not match.';

export const profileSchema = yup.object({
  first_name: nameSchema().required(MESSAGES.required),
  last_name: nameSchema().required(MESSAGES.required),
  phone: phoneSchema(),
});
export type ProfileValues = yup.InferType<typeof profileSchema>;

export const passwordSchema = yup.object({
  current_password: yup.string().required(MESSAGES.required),
  new_password: yup
    .string()
    .required(MESSAGES.required)
    .min(8, PASSWORD_RULE)
    .matches(/[A-Za-z]/, PASSWORD_RULE)
    .matches(/\d/, PASSWORD_RULE),
  confirm_password: yup
    .string()
    .required(MESSAGES.required)
    .oneOf([yup.ref('new_password')], PASSWORDS_DIFFER),
});
export type PasswordValues = yup.InferType<typeof passwordSchema>;
