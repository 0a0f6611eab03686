import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AntdTheme, Alert } from 'shared/ui/antd';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { PageLoader } from 'shared/ui';
import { resetPassword } from '../api';
import { AuthCard } from '../components/AuthCard';
import { useResetLink } from '../hooks';
import { resetPasswordSchema } from '../schema';
import '../account.css';

type Values = { password: string; confirm_password: string };

/** `/reset-password/:key/:token`: checks the link, then sets a new password. */
export function ResetPasswordPage() {
  const { key = '', token = '' } = useParams();
  const { link, error, isLoading } = useResetLink(key, token);
  const [done, setDone] = useState<string | null>(null);

  const handleSubmit = async (
    values: Values,
    helpers: FormikHelpers<Values>,
  ) => {
    helpers.setStatus(undefined);
    try {
      const answer = await resetPassword({
        key,
        token,
        password: values.password,
      });
      setDone(answer.message);
    } catch (e) {
      helpers.setStatus(applyApiErrors(e, helpers));
    }
  };

  if (isLoading) return <PageLoader label="Checking your link" />;
  return (
    <AntdTheme>
      <AuthCard title="Reset password">
        {done ? (
          <>
            <Alert type="success" showIcon title={done} />
            <p className="sf-auth__links">
              <Link to="/login">Log in with your new password</Link>
            </p>
          </>
        ) : error || !link?.valid ? (
          <>
            <Alert
              type="error"
              showIcon
              title={
                error?.message ??
                'This password reset link is invalid or has expired.'
              }
            />
            <p className="sf-auth__links">
              <Link to="/forgot-password">Request a new link</Link>
            </p>
          </>
        ) : (
          <Formik
            initialValues={{ password: '', confirm_password: '' }}
            validationSchema={resetPasswordSchema}
            onSubmit={handleSubmit}
          >
            <FormikForm label="Reset password">
              <p>Choose a new password for {link.email}.</p>
              <FormikInput
                name="password"
                label="New password"
                type="password"
                autoComplete="new-password"
                help="At least 8 characters with a letter and a digit."
                required
              />
              <FormikInput
                name="confirm_password"
                label="Confirm new password"
                type="password"
                autoComplete="new-password"
                required
              />
              <FormikSubmit block>Reset password</FormikSubmit>
            </FormikForm>
          </Formik>
        )}
      </AuthCard>
    </AntdTheme>
  );
}

export default ResetPasswordPage;
