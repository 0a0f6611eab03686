import { MESSAGES, nameSchema, yup } from 'shared/validation';

/** The invitation form (/portal/user/add): the spec's name rule, a valid email. */
export const inviteSchema = yup.object({
  first_name: nameSchema().required(MESSAGES.required),
  last_name: nameSchema().required(MESSAGES.required),
  email: yup.string().trim().required(MESSAGES.required).email(MESSAGES.email),
});
export type InviteValues = yup.InferType<typeof inviteSchema>;
