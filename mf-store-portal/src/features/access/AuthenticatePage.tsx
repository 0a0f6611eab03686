import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'shared/router';
import { ROLES } from 'shared/permissions';
import {
  homePathFor,
  readSession,
  startImpersonation,
  useEndImpersonation,
  useSession,
} from 'shared/session';
import { ErrorState, PageLoader } from 'shared/ui';
import { Button } from 'shared/ui/antd';
import { AccessCard } from 'shared/ui/access';
import { errorWords, useStorePortalT } from '../../i18n/t';
import { authenticateAsStore } from './api';

const OWNER_HOME = homePathFor(ROLES.STORE_OWNER);

/**
 * /authenticate/:id: the super admin opens a store's portal as that store. The api starts a short,
 * audited login of the store's owner; the admin's own session is kept for 'Return to admin'.
 */
export function AuthenticatePage() {
  const t = useStorePortalT();
  const { id = '' } = useParams();
  const storeId = Number(id);
  const navigate = useNavigate();
  const session = useSession();
  const end = useEndImpersonation();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const viewing = session.impersonation?.store.id === storeId;
  const isAdmin = viewing || session.role?.role_id === ROLES.SUPER_ADMIN;

  useEffect(() => {
    if (viewing) {
      navigate(OWNER_HOME, { replace: true });
      return;
    }
    if (!isAdmin || started.current || !Number.isInteger(storeId)) return;
    started.current = true;
    authenticateAsStore(storeId)
      .then((login) => {
        startImpersonation(login, readSession());
        navigate(OWNER_HOME, { replace: true });
      })
      .catch((e: Error) => setError(errorWords(e) ?? e.message));
  }, [viewing, isAdmin, storeId, navigate]);

  if (session.impersonation && !viewing)
    return (
      <AccessCard title={t('admin.access.title')}>
        <p>
          {t('admin.access.viewing', {
            store: session.impersonation.store.name,
          })}
        </p>
        <Button type="primary" onClick={() => void end()}>
          {t('admin.access.returnAndOpen')}
        </Button>
      </AccessCard>
    );
  if (!isAdmin)
    return (
      <AccessCard title={t('admin.access.title')}>
        <p role="alert">{t('admin.access.adminOnly')}</p>
        <p>
          <Link to="/portal/login">{t('admin.access.logIn')}</Link>
        </p>
      </AccessCard>
    );
  if (error)
    return (
      <AccessCard title={t('admin.access.title')}>
        <ErrorState title={t('admin.access.failed')} message={error} />
        <p>
          <Link to="/portal/stores">{t('admin.access.back')}</Link>
        </p>
      </AccessCard>
    );
  return <PageLoader label={t('admin.access.opening')} />;
}
