import {
  MESSAGES,
  nameSchema,
  newPasswordSchema,
  yup,
} from 'shared/validation';

// The sign-up through a store's invitation: the vendor sign-up's rules (api/src/areas/onboarding/vendorSignup.ts),
// checked before sending; the api also refuses an email other than the invited one.

const required = () => yup.string().trim().required(MESSAGES.required);

export const invitationSignupSchema = yup.object({
  vendor_name: required()
    .min(2, 'Please enter 2 to 100 characters')
    .max(100, 'Please enter 2 to 100 characters'),
  first_name: nameSchema().required(MESSAGES.required),
  last_name: nameSchema().required(MESSAGES.required),
  email: required().email(MESSAGES.email),
  password: newPasswordSchema(),
});
export type InvitationSignupValues = yup.InferType<
  typeof invitationSignupSchema
>;
