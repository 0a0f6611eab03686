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
import { authenticateAsStore } from './api';

const OWNER_HOME = homePathFor(ROLES.STORE_OWNER);

/**
 * /authenticate/:id: the super admin opens a store's portal as that store. The api starts a short,
 * audited login of the store's owner; the admin's own session is kept for 'Return to admin'.
 */
export function AuthenticatePage() {
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
      .catch((e: Error) => setError(e.message));
  }, [viewing, isAdmin, storeId, navigate]);

  if (session.impersonation && !viewing)
    return (
      <AccessCard title="Open a store's portal">
        <p>
          You are viewing the portal as {session.impersonation.store.name}.
          Return to your own login first.
        </p>
        <Button type="primary" onClick={() => void end()}>
          Return to admin and open this store
        </Button>
      </AccessCard>
    );
  if (!isAdmin)
    return (
      <AccessCard title="Open a store's portal">
        <p role="alert">
          Only the platform's super admin can open a store's portal.
        </p>
        <p>
          <Link to="/portal/login">Log in</Link>
        </p>
      </AccessCard>
    );
  if (error)
    return (
      <AccessCard title="Open a store's portal">
        <ErrorState
          title="We could not open this store's portal."
          message={error}
        />
        <p>
          <Link to="/portal/stores">Back to the stores</Link>
        </p>
      </AccessCard>
    );
  return <PageLoader label="Opening the store's portal" />;
}
