import { useState } from 'react';
import { useNavigate } from 'shared/router';
import { useSWRConfig } from 'swr';
import { isApiError } from 'shared/api';
import type { StaffMember } from 'shared/contracts/users';
import { Banner } from 'shared/ui';
import { Button, Flex, Modal } from 'shared/ui/antd';
import { moveStaff, revokeInvitation, staffKeys, type StaffMove } from '../api';
import { displayName } from '../columns';
import { errorWords, useStorePortalT } from '../../../i18n/t';

/** Props of StaffActions. */
export interface StaffActionsProps {
  storeId: number;
  member: StaffMember;
  /** where the list is (after a withdrawn invitation the person is gone) */
  listPath: string;
  /** after a move, or after a 409: the page reloads the staff member */
  onChanged: () => Promise<unknown>;
}

type Action = StaffMove | 'revoke';

interface Ask {
  action: Action;
  title: string;
  text: string;
  ok: string;
}

/** The moves on a staff member: re-send or withdraw an invitation, deactivate or reactivate. */
export function StaffActions({
  storeId,
  member,
  listPath,
  onChanged,
}: StaffActionsProps) {
  const t = useStorePortalT();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [asking, setAsking] = useState<Ask | null>(null);
  const [pending, setPending] = useState<Action | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(
    null,
  );
  const name = displayName(member);

  const run = async (action: Action) => {
    setAsking(null);
    setPending(action);
    setNotice(null);
    try {
      if (action === 'revoke') {
        await revokeInvitation(storeId, member.id);
        // The staff list loads again: it must not show the revoked invitation from its cache.
        const list = staffKeys.all(storeId)[0];
        void mutate((key) => Array.isArray(key) && key[0] === list);
        navigate(listPath);
        return;
      }
      await moveStaff(storeId, member.id, action, member.version);
      if (action === 'invitation')
        setNotice({
          ok: true,
          text: t('users.resent', { email: member.email }),
        });
      await onChanged();
    } catch (error) {
      setNotice({
        ok: false,
        text: errorWords(error) ?? t('users.actionFailed'),
      });
      if (isApiError(error) && error.status === 409) await onChanged();
    } finally {
      setPending(null);
    }
  };

  const button = (action: Action, label: string, ask?: Omit<Ask, 'action'>) => (
    <Button
      danger={ask !== undefined}
      loading={pending === action}
      disabled={pending !== null}
      onClick={() => (ask ? setAsking({ action, ...ask }) : void run(action))}
    >
      {label}
    </Button>
  );

  return (
    <Flex vertical gap={8}>
      {notice && (
        <Banner type={notice.ok ? 'success' : 'failure'} title={notice.text} />
      )}
      <Flex wrap gap={8} role="group" aria-label={t('users.actions')}>
        {member.status === 'invited' && (
          <>
            {button('invitation', t('users.resend'))}
            {button('revoke', t('users.revoke'), {
              title: t('users.revokeTitle'),
              text: t('users.revokeText', { email: member.email }),
              ok: t('users.revokeOk'),
            })}
          </>
        )}
        {member.status === 'active' &&
          button('deactivate', t('users.deactivate'), {
            title: t('users.deactivateTitle', { name }),
            text: t('users.deactivateText', { name }),
            ok: t('users.deactivate'),
          })}
        {member.status === 'deactivated' &&
          button('reactivate', t('users.reactivate'))}
      </Flex>
      <Modal
        open={asking !== null}
        title={asking?.title ?? ''}
        okText={asking?.ok}
        okButtonProps={{ danger: true }}
        cancelText={t('users.cancel')}
        onOk={() => asking && void run(asking.action)}
        onCancel={() => setAsking(null)}
      >
        <p>{asking?.text ?? ''}</p>
      </Modal>
    </Flex>
  );
}
