import { useState } from 'react';
import { useNavigate } from 'shared/router';
import { formatTime } from 'shared/dates';
import { homePathFor, useEndImpersonation, useSession } from 'shared/session';
import { Banner } from 'shared/ui';
import { Button } from 'shared/ui/antd';

const ADMIN_HOME = homePathFor(5);

/**
 * 'Viewing as <store>' while the super admin uses a store's portal as its owner (/authenticate/{id}),
 * with 'Return to admin', which ends the store's login and restores the admin's own. Renders
 * nothing otherwise.
 */
export function ImpersonationBanner() {
  const { impersonation } = useSession();
  const end = useEndImpersonation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  if (!impersonation) return null;
  const handleReturn = async () => {
    setLeaving(true);
    // First the admin's page, then the admin's session: the shell remounts its router for the
    // new tenant at the current address.
    await navigate(ADMIN_HOME);
    await end();
  };
  return (
    <Banner
      type="information"
      title={`Viewing as ${impersonation.store.name}`}
      subtitle={`You are using this store's portal as its owner until ${formatTime(impersonation.expires_at)}. What you do here is done as the store owner.`}
      action={
        <Button loading={leaving} onClick={() => void handleReturn()}>
          Return to admin
        </Button>
      }
    />
  );
}
