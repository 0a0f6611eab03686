import { MESSAGES, yup } from 'shared/validation';

/** The login form: a valid email (trimmed) and a password. */
export const loginSchema = yup.object({
  email: yup.string().trim().required(MESSAGES.required).email(MESSAGES.email),
  password: yup.string().required(MESSAGES.required),
});

/** What the login form submits. */
export type LoginValues = yup.InferType<typeof loginSchema>;

export const initialLoginValues: LoginValues = { email: '', password: '' };
