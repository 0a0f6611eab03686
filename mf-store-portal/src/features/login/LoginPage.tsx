import { Link } from 'react-router-dom';
import { LoginCard } from 'shared/ui/form';
import { usePortalLogin } from './hooks';
import './login.css';

/** The store portal's login page (/portal/login), with the way to a new password or a new store. */
export function LoginPage() {
  return (
    <>
      <LoginCard title="Log in to your store" onSubmit={usePortalLogin()} />
      <nav className="portal-login__links" aria-label="Other ways in">
        <Link to="/portal/forgot-password">Forgot password?</Link>
        <Link to="/onboarding/welcome">Open a store</Link>
      </nav>
    </>
  );
}
