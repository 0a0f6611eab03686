import { Link } from 'shared/router';
import { LoginCard } from 'shared/ui/form';
import { usePortalLogin } from './hooks';

/** The store portal's login page (/portal/login), with the way to a new password or a new store. */
export function LoginPage() {
  return (
    <LoginCard
      title="Log in to your store"
      onSubmit={usePortalLogin()}
      links={
        <>
          <Link to="/portal/forgot-password">Forgot password?</Link>
          <Link to="/onboarding/welcome">Open a store</Link>
        </>
      }
    />
  );
}
