import {
  Formik,
  validateYupSchema,
  yupToFormErrors,
  type FormikErrors,
  type FormikHelpers,
} from 'formik';
import { useT } from 'shared/i18n';
import { applyApiErrors } from './applyApiErrors';
import { FormikForm } from './FormikForm';
import { FormikInput } from './FormikInput';
import { FormikSubmit } from './FormikSubmit';
import {
  initialLoginValues,
  loginSchema,
  type LoginValues,
} from './loginSchema';

/** The visible texts of {@link LoginForm}. */
export interface LoginFormLabels {
  email: string;
  password: string;
  submit: string;
}

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /** signs in with the (trimmed) values; a rejection is shown on the form and keeps what was typed */
  onSubmit: (values: LoginValues) => Promise<void>;
  /** replaces the 'common' catalogue's texts ('Email', 'Password', 'Log in' in English) */
  labels?: Partial<LoginFormLabels>;
  /** shows a validation message (shared/validation's English words) in the page's language */
  localise?: (message: string) => string;
}

/** The login schema's check with each message passed through `localise`. */
function localisedLoginValidate(localise: (message: string) => string) {
  return async (values: LoginValues): Promise<FormikErrors<LoginValues>> => {
    try {
      await validateYupSchema(values, loginSchema);
      return {};
    } catch (error) {
      if ((error as Error | null)?.name !== 'ValidationError') throw error;
      const errors = yupToFormErrors<LoginValues>(error);
      return Object.fromEntries(
        Object.entries(errors).map(([field, message]) => [
          field,
          typeof message === 'string' ? localise(message) : message,
        ]),
      );
    }
  };
}

/** Email + password form; a failed attempt keeps the values and shows the server's message. */
export function LoginForm({ onSubmit, labels, localise }: LoginFormProps) {
  const t = useT('common');
  const text: LoginFormLabels = {
    email: t('login.email'),
    password: t('login.password'),
    submit: t('login.submit'),
    ...labels,
  };
  const handleSubmit = async (
    values: LoginValues,
    helpers: FormikHelpers<LoginValues>,
  ) => {
    helpers.setStatus(undefined);
    try {
      await onSubmit(loginSchema.cast(values));
    } catch (error) {
      helpers.setStatus(applyApiErrors(error, helpers));
    }
  };
  return (
    <Formik
      initialValues={initialLoginValues}
      validationSchema={localise ? undefined : loginSchema}
      validate={localise ? localisedLoginValidate(localise) : undefined}
      onSubmit={handleSubmit}
    >
      <FormikForm label={text.submit}>
        <FormikInput
          name="email"
          label={text.email}
          type="email"
          autoComplete="username"
          required
        />
        <FormikInput
          name="password"
          label={text.password}
          type="password"
          autoComplete="current-password"
          required
        />
        <FormikSubmit block>{text.submit}</FormikSubmit>
      </FormikForm>
    </Formik>
  );
}
