import { Link, useLocation } from 'shared/router';
import type { StoreInvitationInfo } from 'shared/contracts/storeVendors';
import { formatDate } from 'shared/dates';
import { useBasePath } from '../../../basePath';
import { vendorPortalPaths } from '../../../paths';
import { InvitationSignup } from './InvitationSignup';

/** Props of InvitationVisitor. */
export interface InvitationVisitorProps {
  uid: string;
  info: StoreInvitationInfo;
  onSignedUp: () => void;
}

/**
 * The invitation to a visitor who is not signed in: log in (and come back here) to answer, or
 * create the workshop's account with the invited email, which accepts it.
 */
export function InvitationVisitor({
  uid,
  info,
  onSignedUp,
}: InvitationVisitorProps) {
  const basePath = useBasePath();
  const { pathname } = useLocation();
  return (
    <section className="vp-page vp-stack" aria-labelledby="invitation-title">
      <h1 id="invitation-title">{info.store_name} invites you</h1>
      <p style={{ overflowWrap: 'anywhere' }}>
        {info.store_name} wants to send you work orders as their vendor. The
        invitation was sent to <strong>{info.email}</strong> and is valid until{' '}
        {formatDate(info.expires_on)}.
      </p>
      <h2>Already have a workshop account?</h2>
      <p style={{ overflowWrap: 'anywhere' }}>
        <Link
          to={vendorPortalPaths.login(basePath, pathname)}
          style={{ textDecoration: 'underline' }}
        >
          Log in to answer
        </Link>{' '}
        as the owner of the workshop account of {info.email}.
      </p>
      <h2>New here?</h2>
      <p>
        Create your workshop&apos;s account with the email the invitation was
        sent to. The invitation is accepted with it; a plan, your address and
        where payouts go follow.
      </p>
      <InvitationSignup uid={uid} info={info} onDone={onSignedUp} />
    </section>
  );
}
