import { Formik, type FormikHelpers } from 'formik';
import { Link, useNavigate } from 'shared/router';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { AccessCard } from './AccessCard';
import { requestReset } from './api';
import type { AccessPageProps } from './props';
import { forgotPasswordSchema } from './schema';

type Values = { email: string };

/** {base}/forgot-password: asks for a reset link by mail, then shows {base}/check-inbox. */
export function ForgotPasswordPage({ side, base }: AccessPageProps) {
  const navigate = useNavigate();
  const handleSubmit = async (
    values: Values,
    helpers: FormikHelpers<Values>,
  ) => {
    helpers.setStatus(undefined);
    const { email } = forgotPasswordSchema.cast(values);
    try {
      const answer = await requestReset(side, { email });
      navigate(`${base}/check-inbox`, {
        state: { email, message: answer.message },
      });
    } catch (error) {
      helpers.setStatus(applyApiErrors(error, helpers));
    }
  };
  return (
    <AccessCard title="Forgot your password?">
      <p>
        Enter the email you log in with. We will send you a link to choose a new
        password.
      </p>
      <Formik
        initialValues={{ email: '' }}
        validationSchema={forgotPasswordSchema}
        onSubmit={handleSubmit}
      >
        <FormikForm label="Forgot your password?">
          <FormikInput
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
          />
          <FormikSubmit block>Send reset link</FormikSubmit>
        </FormikForm>
      </Formik>
      <p>
        <Link to={`${base}/login`}>Back to log in</Link>
      </p>
    </AccessCard>
  );
}
