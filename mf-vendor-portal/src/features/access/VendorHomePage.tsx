import { Link, Navigate } from 'shared/router';
import { VENDOR_ROLES } from 'shared/permissions';
import { useSession } from 'shared/session';
import { AccessCard } from 'shared/ui/access';
import { useBasePath } from '../../basePath';
import { vendorPortalPaths } from '../../paths';

/** `/` of the vendor host: a signed-in vendor user goes to the portal, a visitor is shown the way in. */
export function VendorHomePage() {
  const base = useBasePath();
  const { access, role } = useSession();
  if (access && role && VENDOR_ROLES.includes(role.role_id))
    return <Navigate to={vendorPortalPaths.dashboard(base)} replace />;
  return (
    <AccessCard title="Your workshop's portal">
      <p>
        Stores send you their repair jobs here: accept them, work them on the
        shop floor and tell the store when each is done.
      </p>
      <p>
        <Link to={vendorPortalPaths.login(base)}>Log in</Link>
        {' · '}
        <Link to={`${base}/signup`}>Sign up your workshop</Link>
        {' · '}
        <Link to={vendorPortalPaths.forgotPassword(base)}>
          Forgot password?
        </Link>
      </p>
    </AccessCard>
  );
}
