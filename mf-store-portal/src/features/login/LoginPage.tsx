import { Link } from 'shared/router';
import { LoginCard } from 'shared/ui/form';
import { useStorePortalT } from '../../i18n/t';
import { usePortalLogin } from './hooks';

/** The store portal's login page (/portal/login), with the way to a new password or a new store. */
export function LoginPage() {
  const t = useStorePortalT();
  return (
    <LoginCard
      title={t('login.title')}
      onSubmit={usePortalLogin()}
      links={
        <>
          <Link to="/portal/forgot-password">{t('login.forgot')}</Link>
          <Link to="/onboarding/welcome">{t('login.openStore')}</Link>
        </>
      }
    />
  );
}
