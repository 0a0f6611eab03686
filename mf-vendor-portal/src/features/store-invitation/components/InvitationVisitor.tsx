import { Link, useLocation } from 'shared/router';
import type { StoreInvitationInfo } from 'shared/contracts/storeVendors';
import { formatDate } from 'shared/dates';
import { useVendorT } from '../../../i18n/t';
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
  const t = useVendorT();
  const { pathname } = useLocation();
  return (
    <section className="vp-page vp-stack" aria-labelledby="invitation-title">
      <h1 id="invitation-title">
        {t('invitation.invites', { store: info.store_name })}
      </h1>
      <p style={{ overflowWrap: 'anywhere' }}>
        {t('invitation.wants', { store: info.store_name })}
        <strong>{info.email}</strong>
        {t('invitation.validUntil', { date: formatDate(info.expires_on) })}
      </p>
      <h2>{t('invitation.haveAccount')}</h2>
      <p style={{ overflowWrap: 'anywhere' }}>
        <Link
          to={vendorPortalPaths.login(basePath, pathname)}
          style={{ textDecoration: 'underline' }}
        >
          {t('invitation.logIn')}
        </Link>
        {t('invitation.asOwner', { email: info.email })}
      </p>
      <h2>{t('invitation.newHere')}</h2>
      <p>{t('invitation.create')}</p>
      <InvitationSignup uid={uid} info={info} onDone={onSignedUp} />
    </section>
  );
}
