import {
  MESSAGES,
  nameSchema,
  phoneSchema,
  yup,
  newPasswordSchema,
  PASSWORDS_DIFFER,
} from 'shared/validation';

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
