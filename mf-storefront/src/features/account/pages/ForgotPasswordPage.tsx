import { Formik, type FormikHelpers } from 'formik';
import { Link, useNavigate } from 'shared/router';
import { useTenant } from 'shared/tenant';
import { AntdTheme } from 'shared/ui/antd/core';
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
import { describeApiError } from '../../../i18n/apiErrors';
import { useStorefrontT } from '../../../i18n/t';
import { localisedValidate } from '../../../i18n/validate';

type Values = { email: string };
const validateForgot = localisedValidate<Values>(forgotPasswordSchema);

/** `/forgot-password`: asks for a reset link, then shows /check-inbox with the address. */
export function ForgotPasswordPage() {
  const t = useStorefrontT();
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
      applyApiErrors(error, helpers);
      helpers.setStatus(describeApiError(error));
    }
  };
  return (
    <AntdTheme>
      <AuthCard title={t('account.forgotTitle')}>
        <p>{t('account.forgotIntro')}</p>
        <Formik
          initialValues={{ email: '' }}
          validate={validateForgot}
          onSubmit={handleSubmit}
        >
          <FormikForm label={t('account.forgotTitle')}>
            <FormikInput
              name="email"
              label={t('account.email')}
              type="email"
              autoComplete="email"
              required
            />
            <FormikSubmit block>{t('account.sendReset')}</FormikSubmit>
          </FormikForm>
        </Formik>
        <p className="sf-auth__links">
          <Link to="/login">{t('account.backToLogIn')}</Link>
        </p>
      </AuthCard>
    </AntdTheme>
  );
}

export default ForgotPasswordPage;
