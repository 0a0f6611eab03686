import {
  BANK_MESSAGES,
  isAccountNumber,
  isIban,
  isRoutingNumber,
  MESSAGES,
  nameSchema,
  yup,
  newPasswordSchema,
} from 'shared/validation';

// The sign-up's and the steps' rules: the api's (api/src/areas/onboarding/vendorSignup.ts,
// vendorOnboarding.ts), checked before sending.

const required = () => yup.string().trim().required(MESSAGES.required);

export const signupSchema = yup.object({
  vendor_name: required()
    .min(2, 'Please enter 2 to 100 characters')
    .max(100, 'Please enter 2 to 100 characters'),
  first_name: nameSchema().required(MESSAGES.required),
  last_name: nameSchema().required(MESSAGES.required),
  email: required().email(MESSAGES.email),
  password: newPasswordSchema(),
});
export type SignupValues = yup.InferType<typeof signupSchema>;

export const planSchema = yup.object({
  plan_id: required().matches(/^\d+$/, 'Choose one of the plans.'),
});

export const bankSchema = yup.object({
  account_holder: nameSchema().required(MESSAGES.required),
  kind: yup.mixed<'iban' | 'us'>().oneOf(['iban', 'us']).required(),
  iban: yup.string().when('kind', {
    is: 'iban',
    then: (s) =>
      s
        .required(MESSAGES.required)
        .test('iban', BANK_MESSAGES.iban, (v) => isIban(v ?? '')),
  }),
  routing_number: yup.string().when('kind', {
    is: 'us',
    then: (s) =>
      s
        .required(MESSAGES.required)
        .test('routing', BANK_MESSAGES.routingNumber, (v) =>
          isRoutingNumber((v ?? '').trim()),
        ),
  }),
  account_number: yup.string().when('kind', {
    is: 'us',
    then: (s) =>
      s
        .required(MESSAGES.required)
        .test('account', BANK_MESSAGES.accountNumber, (v) =>
          isAccountNumber((v ?? '').replace(/\s/g, '')),
        ),
  }),
});
export type BankValues = yup.InferType<typeof bankSchema>;
