import { LoginCard } from 'shared/ui/form';
import { usePortalLogin } from './hooks';

/** The store portal's login page (/portal/login). */
export function LoginPage() {
  return <LoginCard title="Log in to your store" onSubmit={usePortalLogin()} />;
}
