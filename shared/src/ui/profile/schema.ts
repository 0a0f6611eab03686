import {
  MESSAGES,
  nameSchema,
  phoneSchema,
  yup,
  newPasswordSchema,
  PASSWORDS_DIFFER,
} from 'shared/validation';

export const profileSchema = yup.object({
  first_name: nameSchema().required(MESSAGES.required),
  last_name: nameSchema().required(MESSAGES.required),
  phone: phoneSchema(),
});
export type ProfileValues = yup.InferType<typeof profileSchema>;

export const passwordSchema = yup.object({
  current_password: yup.string().required(MESSAGES.required),
  new_password: newPasswordSchema(),
  confirm_password: yup
    .string()
    .required(MESSAGES.required)
    .oneOf([yup.ref('new_password')], PASSWORDS_DIFFER),
});
export type PasswordValues = yup.InferType<typeof passwordSchema>;
