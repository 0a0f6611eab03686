import { Link } from 'shared/router';
import { LoginCard } from 'shared/ui/form';
import { useBasePath } from '../../basePath';
import { vendorPortalPaths } from '../../paths';
import { useVendorLogin } from './hooks';

/** The vendor portal's login page (/login), with the ways to a new password and a new workshop. */
export function LoginPage() {
  const base = useBasePath();
  return (
    <LoginCard
      title="Log in to your workshop"
      onSubmit={useVendorLogin()}
      links={
        <>
          <Link to={vendorPortalPaths.forgotPassword(base)}>
            Forgot password?
          </Link>
          <Link to={`${base}/signup`}>Sign up your workshop</Link>
        </>
      }
    />
  );
}
