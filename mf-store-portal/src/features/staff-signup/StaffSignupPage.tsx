import { useParams } from 'shared/router';
import { StaffSignupPage as SharedStaffSignupPage } from 'shared/ui/access';
import { getInvitation, invitationKeys, signUpStaff } from './api';

/** /staff-signup/{store_id}/{uuid}: the invited person sets name, phone and password, then is in. */
export function StaffSignupPage() {
  const { vendor_id: storeId = '', uuid = '' } = useParams();
  return (
    <SharedStaffSignupPage
      invitationKey={invitationKeys.detail(storeId, uuid)}
      load={async () => {
        const invitation = await getInvitation(storeId, uuid);
        return { name: invitation.store_name, email: invitation.email };
      }}
      submit={(input) =>
        signUpStaff({ store_id: Number(storeId), uuid, ...input })
      }
      base=""
      loginPath="/portal/login"
    />
  );
}
