import { Link, Navigate, useNavigate } from 'react-router-dom';
import { updateSession, useSession } from 'shared/session';
import { AntdTheme, Button, Divider } from 'shared/ui/antd';
import { LoginForm } from 'shared/ui/form';
import { AuthCard } from '../components/AuthCard';
import { useCustomerLogin } from '../hooks';
import '../account.css';

const CHECKOUT_PATH = '/checkout';

/** `/checkout-login`: log in (back to checkout) or continue as a guest; customers skip it. */
export function CheckoutLoginPage() {
  const session = useSession();
  const navigate = useNavigate();
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
      <AuthCard title="Log in">
        <LoginForm onSubmit={handleSubmit} />
        <p className="sf-auth__links">
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        <Divider plain>or</Divider>
        <Button block onClick={handleGuest}>
          Continue as guest
        </Button>
        <p className="sf-auth__links">
          New here?{' '}
          <Link to="/create-account" state={{ from: CHECKOUT_PATH }}>
            Create an account
          </Link>
        </p>
      </AuthCard>
    </AntdTheme>
  );
}

export default CheckoutLoginPage;
