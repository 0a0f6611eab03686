import { localiseMessage } from 'shared/i18n';
import { useState } from 'react';
import { Link, useParams } from 'shared/router';
import useSWR from 'swr';
import {
  STORE_VENDOR_MESSAGES,
  type StoreInvitationAnswer,
  type StoreInvitationInfo,
} from 'shared/contracts/storeVendors';
import { formatDate } from 'shared/dates';
import { ROLES, VENDOR_ROLES } from 'shared/permissions';
import { useSession } from 'shared/session';
import { Banner, PageLoader, StatusPage } from 'shared/ui';
import { Button, Flex } from 'shared/ui/antd';
import { useBasePath } from '../../basePath';
import { vendorPortalPaths } from '../../paths';
import {
  answerStoreInvitation,
  getStoreInvitation,
  storeInvitationKeys,
} from './api';
import { InvitationVisitor } from './components/InvitationVisitor';
import '../../components/shopFloor.css';
import { errorWords, useVendorT } from '../../i18n/t';

function Done({
  answer,
  isNewVendor = false,
}: {
  answer: StoreInvitationAnswer;
  isNewVendor?: boolean;
}) {
  const basePath = useBasePath();
  const t = useVendorT();
  return (
    <StatusPage mark="✓" tone="brand" title={answer.store_name}>
      <p role="status">{localiseMessage(answer.message)}</p>
      <p>
        {isNewVendor ? (
          <Link to={`${basePath}/welcome`}>{t('invitation.setUp')}</Link>
        ) : (
          <Link to={vendorPortalPaths.dashboard(basePath)}>
            {t('invitation.dashboard')}
          </Link>
        )}
      </p>
    </StatusPage>
  );
}

function Answer({ uid, info }: { uid: string; info: StoreInvitationInfo }) {
  const t = useVendorT();
  const [pending, setPending] = useState<'accept' | 'decline' | null>(null);
  const [done, setDone] = useState<StoreInvitationAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (answer: 'accept' | 'decline') => {
    setPending(answer);
    setFailure(null);
    try {
      setDone(await answerStoreInvitation(uid, answer));
    } catch (error) {
      setFailure(errorWords(error) ?? t('invitation.failed'));
    } finally {
      setPending(null);
    }
  };
  if (done) return <Done answer={done} />;
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
      {failure && <Banner type="failure" title={failure} />}
      <Flex wrap gap={8}>
        <Button
          type="primary"
          loading={pending === 'accept'}
          disabled={pending !== null}
          onClick={() => void run('accept')}
        >
          {t('invitation.accept')}
        </Button>
        <Button
          loading={pending === 'decline'}
          disabled={pending !== null}
          onClick={() => void run('decline')}
        >
          {t('invitation.decline')}
        </Button>
      </Flex>
    </section>
  );
}

/**
 * /store-invitation/{uid}: a signed-in vendor owner sees the store's name and accepts or declines
 * (only the invited email's owner may accept: the api says so otherwise); a visitor logs in to
 * answer, or signs up with the invited email, which accepts it.
 */
export function StoreInvitationPage() {
  const { uid = '' } = useParams();
  const t = useVendorT();
  const { access, role } = useSession();
  const isVendor = Boolean(
    access && role && VENDOR_ROLES.includes(role.role_id),
  );
  const isOwner = isVendor && role?.role_id === ROLES.VENDOR_OWNER;
  const [signedUp, setSignedUp] = useState<string | null>(null);
  const { data, error, isLoading } = useSWR<StoreInvitationInfo, Error>(
    isOwner || !isVendor ? storeInvitationKeys.detail(uid) : null,
    () => getStoreInvitation(uid),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );

  if (signedUp !== null)
    return (
      <Done
        answer={{
          message: STORE_VENDOR_MESSAGES.accepted,
          store_name: signedUp,
        }}
        isNewVendor
      />
    );
  if (isVendor && !isOwner)
    return (
      <StatusPage mark="403" tone="warning" title={t('invitation.cannotOpen')}>
        <p>{t('invitation.ownerOnly')}</p>
      </StatusPage>
    );
  if (isLoading) return <PageLoader label={t('invitation.checking')} />;
  if (!data)
    return (
      <StatusPage mark="!" tone="warning" title={t('invitation.broken')}>
        <p role="alert">{errorWords(error) ?? ''}</p>
      </StatusPage>
    );
  if (!isOwner)
    return (
      <InvitationVisitor
        uid={uid}
        info={data}
        onSignedUp={() => setSignedUp(data.store_name)}
      />
    );
  return <Answer uid={uid} info={data} />;
}
