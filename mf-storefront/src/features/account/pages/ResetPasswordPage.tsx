import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link, useParams } from 'shared/router';
import { AntdTheme, Alert } from 'shared/ui/antd/core';
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
import { useStorefrontT } from '../../../i18n/t';

type Values = { password: string; confirm_password: string };

/** `/reset-password/:key/:token`: checks the link, then sets a new password. */
export function ResetPasswordPage() {
  const t = useStorefrontT();
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

  if (isLoading) return <PageLoader label={t('account.reset.checking')} />;
  return (
    <AntdTheme>
      <AuthCard title={t('account.reset.title')}>
        {done ? (
          <>
            <Alert type="success" showIcon title={done} />
            <p className="sf-auth__links">
              <Link to="/login">{t('account.reset.logInNew')}</Link>
            </p>
          </>
        ) : error || !link?.valid ? (
          <>
            <Alert
              type="error"
              showIcon
              title={error?.message ?? t('account.reset.invalid')}
            />
            <p className="sf-auth__links">
              <Link to="/forgot-password">{t('account.reset.requestNew')}</Link>
            </p>
          </>
        ) : (
          <Formik
            initialValues={{ password: '', confirm_password: '' }}
            validationSchema={resetPasswordSchema}
            onSubmit={handleSubmit}
          >
            <FormikForm label={t('account.reset.title')}>
              <p>{t('account.reset.chooseFor', { email: link.email })}</p>
              <FormikInput
                name="password"
                label={t('account.reset.newPassword')}
                type="password"
                autoComplete="new-password"
                help={t('account.passwordHelp')}
                required
              />
              <FormikInput
                name="confirm_password"
                label={t('account.reset.confirm')}
                type="password"
                autoComplete="new-password"
                required
              />
              <FormikSubmit block>{t('account.reset.title')}</FormikSubmit>
            </FormikForm>
          </Formik>
        )}
      </AuthCard>
    </AntdTheme>
  );
}

export default ResetPasswordPage;
