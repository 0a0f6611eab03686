import { useParams } from 'shared/router';
import { StaffSignupPage as SharedStaffSignupPage } from 'shared/ui/access';
import { useBasePath } from '../../basePath';
import { vendorPortalPaths } from '../../paths';
import { getInvitation, invitationKeys, signUpTeamMember } from './api';

/** /staff-signup/{vendor_id}/{uuid}: the invited person sets name, phone and password, then is logged in. */
export function StaffSignupPage() {
  const { vendorId = '', uuid = '' } = useParams();
  const basePath = useBasePath();
  return (
    <SharedStaffSignupPage
      invitationKey={invitationKeys.detail(vendorId, uuid)}
      load={async () => {
        const invitation = await getInvitation(vendorId, uuid);
        return { ...invitation, name: invitation.vendor_name };
      }}
      submit={(input) => signUpTeamMember(vendorId, uuid, input)}
      base={basePath}
      loginPath={vendorPortalPaths.login(basePath)}
    />
  );
}
