import type { StaffStatus } from 'shared/contracts/users';

/** A team member's status in words (never the code). */
export const TEAM_STATUS_LABELS: Record<StaffStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  deactivated: 'Deactivated',
};

/** A team member's name, or their email when no name is known. */
export const displayName = (member: {
  first_name: string;
  last_name: string;
  email: string;
}): string =>
  [member.first_name, member.last_name].filter(Boolean).join(' ') ||
  member.email;
