import {
  isReservedSubdomain,
  ONBOARDING_MESSAGES,
} from 'shared/contracts/onboarding';
import {
  MESSAGES,
  nameSchema,
  phoneSchema,
  urlSchema,
  yup,
  newPasswordSchema,
} from 'shared/validation';

// The onboarding forms' rules: the api's (api/src/areas/onboarding/onboarding*.ts), checked before sending.

const required = () => yup.string().trim().required(MESSAGES.required);

const storeNameSchema = () =>
  required()
    .min(2, ONBOARDING_MESSAGES.storeName)
    .max(60, ONBOARDING_MESSAGES.storeName);

export const signupSchema = yup.object({
  store_name: storeNameSchema(),
  subdomain: required()
    .lowercase()
    .matches(
      /^[a-z0-9](?:[a-z0-9-]{1,28})[a-z0-9]$/,
      ONBOARDING_MESSAGES.subdomain,
    )
    .test(
      'reserved',
      ONBOARDING_MESSAGES.subdomainReserved,
      (value) => !isReservedSubdomain(value ?? ''),
    ),
  first_name: nameSchema().required(MESSAGES.required),
  last_name: nameSchema().required(MESSAGES.required),
  email: required().email('Please enter a valid email address'),
  password: newPasswordSchema(),
});
export type SignupValues = yup.InferType<typeof signupSchema>;

export const storeSchema = yup.object({
  name: storeNameSchema(),
  website_url: urlSchema(),
  button_color: required().matches(
    /^#[0-9a-fA-F]{6}$/,
    ONBOARDING_MESSAGES.colour,
  ),
});
export type StoreValues = yup.InferType<typeof storeSchema>;

export const servicesSchema = yup.object({
  keys: yup
    .array(yup.string().required())
    .min(1, ONBOARDING_MESSAGES.services)
    .required(),
});

export const addressSchema = yup.object({
  name: required(),
  address_line1: required(),
  city: required(),
  state: required(),
  zip: required().matches(
    /^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/,
    ONBOARDING_MESSAGES.zip,
  ),
  phone: phoneSchema(),
});
export type AddressValues = yup.InferType<typeof addressSchema>;

export const planSchema = yup.object({
  plan_id: required().oneOf(['1', '2', '3'], ONBOARDING_MESSAGES.plan),
  extra_locations: required().matches(
    /^\d{1,3}$/,
    ONBOARDING_MESSAGES.extraLocations,
  ),
});
export type PlanValues = yup.InferType<typeof planSchema>;

export const payoutsSchema = yup.object({
  account_holder: nameSchema().required(MESSAGES.required),
  routing_number: required().matches(
    /^\d{9}$/,
    ONBOARDING_MESSAGES.routingNumber,
  ),
  account_number: required().matches(
    /^\d{4,17}$/,
    ONBOARDING_MESSAGES.accountNumber,
  ),
});
export type PayoutsValues = yup.InferType<typeof payoutsSchema>;
