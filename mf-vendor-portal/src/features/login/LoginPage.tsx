import { LoginCard } from 'shared/ui/form';
import { useVendorLogin } from './hooks';

/** The vendor portal's login page (/login). */
export function LoginPage() {
  return (
    <LoginCard title="Log in to your workshop" onSubmit={useVendorLogin()} />
  );
}
