import { Formik, type FormikHelpers } from 'formik';
import { Link, useNavigate } from 'shared/router';
import { AntdTheme } from 'shared/ui/antd/core';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { useTenant } from 'shared/tenant';
import { registerCustomer } from '../api';
import { AuthCard } from '../components/AuthCard';
import { NameFields } from '../components/NameFields';
import { useCompleteSignIn, useGuestCartId, useReturnPath } from '../hooks';
import { registerSchema, type RegisterValues } from '../schema';
import { localisedValidate } from '../../../i18n/validate';
import { MY_ORDERS_PATH } from './LoginPage';
import '../account.css';
import { useStorefrontT } from '../../../i18n/t';

const INITIAL: RegisterValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  confirm_password: '',
};

/** `/create-account`: a customer account in this store, signed in at once (the guest cart moves in). */
const validateRegister = localisedValidate<RegisterValues>(registerSchema);

export function CreateAccountPage() {
  const t = useStorefrontT();
  const navigate = useNavigate();
  const { storeId } = useTenant();
  const cartId = useGuestCartId();
  const complete = useCompleteSignIn();
  const returnPath = useReturnPath(MY_ORDERS_PATH);

  const handleSubmit = async (
    values: RegisterValues,
    helpers: FormikHelpers<RegisterValues>,
  ) => {
    helpers.setStatus(undefined);
    const {
      confirm_password: _confirm,
      phone,
      ...fields
    } = registerSchema.cast(values);
    try {
      const response = await registerCustomer({
        ...fields,
        store_id: storeId ?? 1,
        ...(phone ? { phone } : {}),
        ...(cartId ? { cart_id: cartId } : {}),
      });
      await complete(response);
      navigate(returnPath, { replace: true });
    } catch (error) {
      helpers.setStatus(applyApiErrors(error, helpers));
    }
  };

  return (
    <AntdTheme>
      <AuthCard title={t('account.createAccount')}>
        <Formik
          initialValues={INITIAL}
          validate={validateRegister}
          onSubmit={handleSubmit}
        >
          <FormikForm label={t('account.createAccount')}>
            <NameFields />
            <FormikInput
              name="email"
              label={t('account.email')}
              type="email"
              autoComplete="email"
              required
            />
            <FormikInput
              name="phone"
              label={t('checkout.phone')}
              autoComplete="tel"
            />
            <FormikInput
              name="password"
              label={t('account.password')}
              type="password"
              autoComplete="new-password"
              help={t('account.passwordHelp')}
              required
            />
            <FormikInput
              name="confirm_password"
              label={t('account.confirmPassword')}
              type="password"
              autoComplete="new-password"
              required
            />
            <FormikSubmit block>
              {t('account.createAccountButton')}
            </FormikSubmit>
          </FormikForm>
        </Formik>
        <p className="sf-auth__links">
          {t('account.haveAccount')}{' '}
          <Link to="/login">{t('account.logIn')}</Link>
        </p>
      </AuthCard>
    </AntdTheme>
  );
}

export default CreateAccountPage;
