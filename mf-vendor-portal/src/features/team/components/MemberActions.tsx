import { useState } from 'react';
import { Button, Flex, useAppFeedback } from 'shared/ui/antd';
import { MESSAGES } from 'shared/validation';
import type { TeamMember } from 'shared/contracts/vendorTeam';
import { localiseErrorMessage } from 'shared/i18n';
import { useVendorT } from '../../../i18n/t';
import { moveTeamMember, withdrawInvitation, type TeamMove } from '../api';
import { displayName } from '../status';

/** Props of MemberActions. */
export interface MemberActionsProps {
  member: TeamMember;
  /** after a move, or after a refusal (a 409 shows how the member is now) */
  onChanged: () => Promise<unknown>;
}

type Action = TeamMove | 'withdraw';

/** A team member's moves: re-send or withdraw an invitation, deactivate or reactivate (asked first when it takes something away). */
export function MemberActions({ member, onChanged }: MemberActionsProps) {
  const t = useVendorT();
  const { message, modal } = useAppFeedback();
  const [pending, setPending] = useState<Action | null>(null);
  const name = displayName(member);

  const run = async (action: Action) => {
    setPending(action);
    try {
      if (action === 'withdraw') {
        await withdrawInvitation(member.id);
        void message.success(t('team.withdrawn', { email: member.email }));
      } else {
        await moveTeamMember(member.id, action, member.version);
        void message.success(
          action === 'invitation'
            ? t('team.resent', { email: member.email })
            : t(
                action === 'deactivate'
                  ? 'team.deactivated'
                  : 'team.reactivated',
                { name },
              ),
        );
      }
    } catch (error) {
      void message.error(
        error instanceof Error && error.message
          ? localiseErrorMessage(error.message)
          : t('team.failed'),
      );
    } finally {
      setPending(null);
      await onChanged();
    }
  };

  const ask = (action: Action, title: string, content: string, ok: string) =>
    modal.confirm({
      title,
      content,
      okText: ok,
      okButtonProps: { danger: true },
      cancelText: t('team.cancel'),
      onOk: () => run(action),
    });

  if (member.role === 'owner') return <span>{t('team.owner')}</span>;
  const button = (action: Action, label: string, onClick: () => void) => (
    <Button
      size="small"
      danger={action === 'withdraw' || action === 'deactivate'}
      loading={pending === action}
      disabled={pending !== null}
      aria-label={t('team.actionFor', { action: label, name })}
      onClick={onClick}
    >
      {label}
    </Button>
  );
  return (
    <Flex wrap gap={8} role="group" aria-label={t('team.actionsFor', { name })}>
      {member.status === 'invited' && (
        <>
          {button('invitation', t('team.resend'), () => void run('invitation'))}
          {button('withdraw', t('team.withdraw'), () =>
            ask(
              'withdraw',
              MESSAGES.confirmDelete,
              t('team.withdrawWhat', { email: member.email }),
              t('team.withdraw'),
            ),
          )}
        </>
      )}
      {member.status === 'active' &&
        button('deactivate', t('team.deactivate'), () =>
          ask(
            'deactivate',
            t('team.deactivateTitle', { name }),
            t('team.deactivateWhat', { name }),
            t('team.deactivate'),
          ),
        )}
      {member.status === 'deactivated' &&
        button(
          'reactivate',
          t('team.reactivate'),
          () => void run('reactivate'),
        )}
    </Flex>
  );
}
