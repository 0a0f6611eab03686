// Trans is given the instance (i18n={i18n}), so this page's own copy needs no shared context.
// eslint-disable-next-line no-restricted-imports
import { Trans } from 'react-i18next';
import { i18n } from 'shared/i18n';
import { Link, useLocation } from 'shared/router';
import { AntdTheme } from 'shared/ui/antd/core';
import { AuthCard } from '../components/AuthCard';
import '../account.css';
import { useStorefrontT } from '../../../i18n/t';

/** `/check-inbox`: where the reset link went (if an account exists for that address). */
export function CheckInboxPage() {
  const t = useStorefrontT();
  const { state } = useLocation() as { state: { email?: unknown } | null };
  const email = typeof state?.email === 'string' ? state.email : null;
  return (
    <AntdTheme>
      <AuthCard title={t('account.inboxTitle')}>
        <p>
          {email ? (
            <Trans
              i18n={i18n}
              ns="storefront"
              i18nKey="account.inboxFor"
              values={{ email }}
              components={{ strong: <strong /> }}
            />
          ) : (
            t('account.inboxAny')
          )}{' '}
          {t('account.linkValid')}
        </p>
        <p className="sf-auth__links">
          <Link to="/login">{t('account.backToLogIn')}</Link>
        </p>
      </AuthCard>
    </AntdTheme>
  );
}

export default CheckInboxPage;
