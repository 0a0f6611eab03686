import { Formik, type FormikHelpers } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { useTenant } from 'shared/tenant';
import { AntdTheme } from 'shared/ui/antd';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { requestPasswordReset } from '../api';
import { AuthCard } from '../components/AuthCard';
import { forgotPasswordSchema } from '../schema';
import '../account.css';

type Values = { email: string };

/** `/forgot-password`: asks for a reset link, then shows /check-inbox with the address. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const { storeId } = useTenant();
  const handleSubmit = async (
    values: Values,
    helpers: FormikHelpers<Values>,
  ) => {
    helpers.setStatus(undefined);
    const { email } = forgotPasswordSchema.cast(values);
    try {
      await requestPasswordReset({ store_id: storeId ?? 1, email });
      navigate('/check-inbox', { state: { email } });
    } catch (error) {
      helpers.setStatus(applyApiErrors(error, helpers));
    }
  };
  return (
    <AntdTheme>
      <AuthCard title="Forgot password">
        <p>
          Enter the email address of your account and we will send you a link to
          reset your password.
        </p>
        <Formik
          initialValues={{ email: '' }}
          validationSchema={forgotPasswordSchema}
          onSubmit={handleSubmit}
        >
          <FormikForm label="Forgot password">
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
        <p className="sf-auth__links">
          <Link to="/login">Back to log in</Link>
        </p>
      </AuthCard>
    </AntdTheme>
  );
}

export default ForgotPasswordPage;
