import type { StaffStatus } from 'shared/contracts/users';
import { vpt } from '../../i18n/t';

/** A team member's status in words (never the code), in the current language. */
export const teamStatusLabel = (status: StaffStatus): string =>
  vpt(`team.status.${status}`);

/** A team member's name, or their email when no name is known. */
export const displayName = (member: {
  first_name: string;
  last_name: string;
  email: string;
}): string =>
  [member.first_name, member.last_name].filter(Boolean).join(' ') ||
  member.email;
