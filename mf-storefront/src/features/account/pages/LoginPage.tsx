import { Link, Navigate, useNavigate } from 'shared/router';
import { useSession } from 'shared/session';
import { AntdTheme } from 'shared/ui/antd/core';
import { LoginForm } from 'shared/ui/form';
import { AuthCard } from '../components/AuthCard';
import { useCustomerLogin, useReturnPath } from '../hooks';
import '../account.css';
import { localiseMessage, useStorefrontT } from '../../../i18n/t';

export const MY_ORDERS_PATH = '/myaccount/orders';

/** `/login`: customer login in this store; the guest cart moves into the account. */
export function LoginPage() {
  const t = useStorefrontT();
  const session = useSession();
  const navigate = useNavigate();
  const login = useCustomerLogin();
  const returnPath = useReturnPath(MY_ORDERS_PATH);

  if (session.access && session.customer) {
    return <Navigate to={returnPath} replace />;
  }
  const handleSubmit = async (values: { email: string; password: string }) => {
    await login(values);
    navigate(returnPath, { replace: true });
  };
  return (
    <AntdTheme>
      <AuthCard title={t('account.logIn')}>
        <LoginForm onSubmit={handleSubmit} localise={localiseMessage} />
        <p className="sf-auth__links">
          <Link to="/forgot-password">{t('account.forgotPassword')}</Link>
        </p>
        <p className="sf-auth__links">
          {t('account.newHere')}{' '}
          <Link to="/create-account">{t('account.createAccount')}</Link>
        </p>
      </AuthCard>
    </AntdTheme>
  );
}

export default LoginPage;
