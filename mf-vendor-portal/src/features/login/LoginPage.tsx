import { Link } from 'shared/router';
import { LoginCard } from 'shared/ui/form';
import { useBasePath } from '../../basePath';
import { useVendorT } from '../../i18n/t';
import { vendorPortalPaths } from '../../paths';
import { useVendorLogin } from './hooks';

/** The vendor portal's login page (/login), with the ways to a new password and a new workshop. */
export function LoginPage() {
  const base = useBasePath();
  const t = useVendorT();
  return (
    <LoginCard
      title={t('login.title')}
      onSubmit={useVendorLogin()}
      links={
        <>
          <Link to={vendorPortalPaths.forgotPassword(base)}>
            {t('login.forgot')}
          </Link>
          <Link to={`${base}/signup`}>{t('login.signUp')}</Link>
        </>
      }
    />
  );
}
