import { Link, Navigate } from 'shared/router';
import { VENDOR_ROLES } from 'shared/permissions';
import { useSession } from 'shared/session';
import { AccessCard } from 'shared/ui/access';
import { useBasePath } from '../../basePath';
import { vendorPortalPaths } from '../../paths';
import { useVendorT } from '../../i18n/t';

/** `/` of the vendor host: a signed-in vendor user goes to the portal, a visitor is shown the way in. */
export function VendorHomePage() {
  const base = useBasePath();
  const t = useVendorT();
  const { access, role } = useSession();
  if (access && role && VENDOR_ROLES.includes(role.role_id))
    return <Navigate to={vendorPortalPaths.dashboard(base)} replace />;
  return (
    <AccessCard title={t('onboarding.home.title')}>
      <p>{t('onboarding.home.intro')}</p>
      <p>
        <Link to={vendorPortalPaths.login(base)}>
          {t('onboarding.signup.logIn')}
        </Link>
        {' · '}
        <Link to={`${base}/signup`}>{t('onboarding.signup.title')}</Link>
        {' · '}
        <Link to={vendorPortalPaths.forgotPassword(base)}>
          {t('onboarding.home.forgot')}
        </Link>
      </p>
    </AccessCard>
  );
}
