import { Link } from 'react-router-dom';
import { LoginCard } from 'shared/ui/form';
import { useBasePath } from '../../basePath';
import { vendorPortalPaths } from '../../paths';
import { useVendorLogin } from './hooks';

/** The vendor portal's login page (/login), with the way to a new password. */
export function LoginPage() {
  return (
    <LoginCard
      title="Log in to your workshop"
      onSubmit={useVendorLogin()}
      links={
        <Link to={vendorPortalPaths.forgotPassword(useBasePath())}>
          Forgot password?
        </Link>
      }
    />
  );
}
