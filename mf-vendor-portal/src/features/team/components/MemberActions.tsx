import { useState } from 'react';
import { Button, Flex, useAppFeedback } from 'shared/ui/antd';
import { MESSAGES } from 'shared/validation';
import type { TeamMember } from 'shared/contracts/vendorTeam';
import { moveTeamMember, withdrawInvitation, type TeamMove } from '../api';
import { displayName } from '../status';

/** Props of MemberActions. */
export interface MemberActionsProps {
  member: TeamMember;
  /** after a move, or after a refusal (a 409 shows how the member is now) */
  onChanged: () => Promise<unknown>;
}

type Action = TeamMove | 'withdraw';

const FALLBACK = 'We could not make this change. Please try again.';

/** A team member's moves: re-send or withdraw an invitation, deactivate or reactivate (asked first when it takes something away). */
export function MemberActions({ member, onChanged }: MemberActionsProps) {
  const { message, modal } = useAppFeedback();
  const [pending, setPending] = useState<Action | null>(null);
  const name = displayName(member);

  const run = async (action: Action) => {
    setPending(action);
    try {
      if (action === 'withdraw') {
        await withdrawInvitation(member.id);
        void message.success(
          `The invitation to ${member.email} was withdrawn.`,
        );
      } else {
        await moveTeamMember(member.id, action, member.version);
        void message.success(
          action === 'invitation'
            ? `A new invitation was sent to ${member.email}.`
            : `${name} is ${action === 'deactivate' ? 'deactivated' : 'active again'}.`,
        );
      }
    } catch (error) {
      void message.error(
        error instanceof Error && error.message ? error.message : FALLBACK,
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
      cancelText: 'Cancel',
      onOk: () => run(action),
    });

  if (member.role === 'owner') return <span>Owner</span>;
  const button = (action: Action, label: string, onClick: () => void) => (
    <Button
      size="small"
      danger={action === 'withdraw' || action === 'deactivate'}
      loading={pending === action}
      disabled={pending !== null}
      aria-label={`${label} ${name}`}
      onClick={onClick}
    >
      {label}
    </Button>
  );
  return (
    <Flex wrap gap={8} role="group" aria-label={`Actions for ${name}`}>
      {member.status === 'invited' && (
        <>
          {button('invitation', 'Re-send', () => void run('invitation'))}
          {button('withdraw', 'Withdraw', () =>
            ask(
              'withdraw',
              MESSAGES.confirmDelete,
              `The invitation to ${member.email} is withdrawn: its link stops working and ${member.email} leaves the list.`,
              'Withdraw',
            ),
          )}
        </>
      )}
      {member.status === 'active' &&
        button('deactivate', 'Deactivate', () =>
          ask(
            'deactivate',
            `Deactivate ${name}?`,
            `${name} is logged out at once and cannot log in until you reactivate them.`,
            'Deactivate',
          ),
        )}
      {member.status === 'deactivated' &&
        button('reactivate', 'Reactivate', () => void run('reactivate'))}
    </Flex>
  );
}
