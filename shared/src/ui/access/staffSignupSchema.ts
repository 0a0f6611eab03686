import {
  MESSAGES,
  nameSchema,
  newPasswordSchema,
  PASSWORDS_DIFFER,
  phoneSchema,
  yup,
} from 'shared/validation';

/** The invited person's sign-up: the spec's name and phone rules, a new password typed twice. */
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
