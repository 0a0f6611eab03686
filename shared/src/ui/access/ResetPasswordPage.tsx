import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link, useParams } from 'shared/router';
import { PageLoader } from 'shared/ui';
import { Alert } from 'shared/ui/antd';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { AccessCard } from './AccessCard';
import { resetPassword } from './api';
import { useResetLink } from './hooks';
import type { AccessPageProps } from './props';
import { PASSWORD_RULE, resetPasswordSchema } from './schema';

type Values = { password: string; confirm_password: string };

const INVALID = 'This password reset link is invalid or has expired.';

/** {base}/reset-password/:key/:token: checks the mailed link, then sets a new password. */
export function ResetPasswordPage({ side, base }: AccessPageProps) {
  const { key = '', token = '' } = useParams();
  const { link, error, isLoading } = useResetLink(side, key, token);
  const [done, setDone] = useState<string | null>(null);

  const handleSubmit = async (
    values: Values,
    helpers: FormikHelpers<Values>,
  ) => {
    helpers.setStatus(undefined);
    try {
      const answer = await resetPassword(side, {
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
    <AccessCard title="Choose a new password">
      {done ? (
        <>
          <Alert type="success" showIcon title={done} role="status" />
          <p>
            <Link to={`${base}/login`}>Log in with your new password</Link>
          </p>
        </>
      ) : error || !link?.valid ? (
        <>
          <Alert
            type="error"
            showIcon
            role="alert"
            title={error?.message ?? INVALID}
          />
          <p>
            <Link to={`${base}/forgot-password`}>Ask for a new link</Link>
          </p>
        </>
      ) : (
        <Formik
          initialValues={{ password: '', confirm_password: '' }}
          validationSchema={resetPasswordSchema}
          onSubmit={handleSubmit}
        >
          <FormikForm label="Choose a new password">
            <p>For {link.email}</p>
            <FormikInput
              name="password"
              label="New password"
              type="password"
              autoComplete="new-password"
              help={PASSWORD_RULE}
              required
            />
            <FormikInput
              name="confirm_password"
              label="Confirm the new password"
              type="password"
              autoComplete="new-password"
              required
            />
            <FormikSubmit block>Set new password</FormikSubmit>
          </FormikForm>
        </Formik>
      )}
    </AccessCard>
  );
}
