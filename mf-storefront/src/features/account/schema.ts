import {
  MESSAGES,
  nameSchema,
  phoneSchema,
  yup,
  newPasswordSchema,
  PASSWORDS_DIFFER,
} from 'shared/validation';

/** The api's password rule (contracts: ≥ 8 characters, a letter and a digit). */

const password = () => newPasswordSchema();

const confirmation = () =>
  yup
    .string()
    .required(MESSAGES.required)
    .oneOf([yup.ref('password')], PASSWORDS_DIFFER);

const requiredName = () => nameSchema().required(MESSAGES.required);
const email = () =>
  yup.string().trim().required(MESSAGES.required).email(MESSAGES.email);

export const registerSchema = yup.object({
  first_name: requiredName(),
  last_name: requiredName(),
  email: email(),
  phone: phoneSchema(),
  password: password(),
  confirm_password: confirmation(),
});
export type RegisterValues = yup.InferType<typeof registerSchema>;

export const forgotPasswordSchema = yup.object({ email: email() });

export const resetPasswordSchema = yup.object({
  password: password(),
  confirm_password: confirmation(),
});

export const profileSchema = yup.object({
  first_name: requiredName(),
  last_name: requiredName(),
  phone: phoneSchema(),
});
export type ProfileValues = yup.InferType<typeof profileSchema>;

/** The country select offers ISO codes only; the rule guards against anything else. */
export const COUNTRY_RULE = 'Please choose a country';

const requiredText = (max = 100) =>
  yup.string().trim().required(MESSAGES.required).max(max);

export const addressSchema = yup.object({
  first_name: requiredName(),
  last_name: requiredName(),
  address_line1: requiredText(),
  address_line2: yup.string().trim().max(100),
  city: requiredText(),
  state: requiredText(),
  zip: requiredText(20),
  country: yup
    .string()
    .trim()
    .required(MESSAGES.required)
    .matches(/^[A-Za-z]{2}$/, COUNTRY_RULE),
  phone: phoneSchema(),
});
export type AddressValues = yup.InferType<typeof addressSchema>;

export const FEEDBACK_COMMENT_MAX = 2000;
export const RATING_REQUIRED = 'Please choose a rating.';

export const feedbackSchema = yup.object({
  rating: yup.number().required(RATING_REQUIRED).min(1, RATING_REQUIRED).max(5),
  comment: yup.string().trim().max(FEEDBACK_COMMENT_MAX),
});
