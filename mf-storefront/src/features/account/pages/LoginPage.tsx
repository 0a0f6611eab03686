import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useSession } from 'shared/session';
import { AntdTheme } from 'shared/ui/antd';
import { LoginForm } from 'shared/ui/form';
import { AuthCard } from '../components/AuthCard';
import { useCustomerLogin, useReturnPath } from '../hooks';
import '../account.css';

export const MY_ORDERS_PATH = '/myaccount/orders';

/** `/login`: customer login in this store; the guest cart moves into the account. */
export function LoginPage() {
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
      <AuthCard title="Log in">
        <LoginForm onSubmit={handleSubmit} />
        <p className="sf-auth__links">
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        <p className="sf-auth__links">
          New here? <Link to="/create-account">Create an account</Link>
        </p>
      </AuthCard>
    </AntdTheme>
  );
}

export default LoginPage;
