import { Link, Navigate, useNavigate } from 'shared/router';
import { updateSession, useSession } from 'shared/session';
import { AntdTheme, Button, Divider } from 'shared/ui/antd';
import { LoginForm } from 'shared/ui/form';
import { AuthCard } from '../components/AuthCard';
import { useCustomerLogin } from '../hooks';
import '../account.css';
import { localiseMessage, useStorefrontT } from '../../../i18n/t';

const CHECKOUT_PATH = '/checkout';

/** `/checkout-login`: log in (back to checkout) or continue as a guest; customers skip it. */
export function CheckoutLoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const t = useStorefrontT();
  const login = useCustomerLogin();

  if (session.access && session.customer) {
    return <Navigate to={CHECKOUT_PATH} replace />;
  }
  const handleSubmit = async (values: { email: string; password: string }) => {
    await login(values);
    navigate(CHECKOUT_PATH, { replace: true });
  };
  const handleGuest = () => {
    updateSession({ checkoutAsGuest: true });
    navigate(CHECKOUT_PATH);
  };
  return (
    <AntdTheme>
      <AuthCard title={t('account.logIn')}>
        <LoginForm onSubmit={handleSubmit} localise={localiseMessage} />
        <p className="sf-auth__links">
          <Link to="/forgot-password">{t('account.forgotPassword')}</Link>
        </p>
        <Divider plain>{t('account.or')}</Divider>
        <Button block onClick={handleGuest}>
          {t('account.continueAsGuest')}
        </Button>
        <p className="sf-auth__links">
          {t('account.newHere')}{' '}
          <Link to="/create-account" state={{ from: CHECKOUT_PATH }}>
            {t('account.createAccount')}
          </Link>
        </p>
      </AuthCard>
    </AntdTheme>
  );
}

export default CheckoutLoginPage;
