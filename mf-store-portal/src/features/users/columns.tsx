import { Link } from 'shared/router';
import type { StaffMember } from 'shared/contracts/users';
import type { TableColumnsType } from 'shared/ui/antd';
import type { Translate } from '../../i18n/t';
import { spt } from '../../i18n/t';
import { StaffStatusTag } from './components/StaffStatusTag';

/** A staff member's name, or their email while they have not signed up. */
export const displayName = (member: StaffMember): string =>
  [member.first_name, member.last_name].filter(Boolean).join(' ') ||
  member.email;

/** Their locations in words: every location (a global grant), some, or none yet. */
export function locationsText(member: StaffMember): string {
  if (member.locations === null) return spt('users.allLocations');
  if (member.locations.length === 0) return spt('users.noAccess');
  return member.locations.map((location) => location.name).join(', ');
}

/** The staff list's columns; the name opens the staff member's page. */
export const staffColumns = (
  base: string,
  t: Translate,
): TableColumnsType<StaffMember> => [
  {
    title: t('users.name'),
    key: 'name',
    render: (_: unknown, member: StaffMember) => (
      <Link to={`${base}/users/${member.id}`}>{displayName(member)}</Link>
    ),
  },
  { title: t('users.email'), dataIndex: 'email', key: 'email' },
  {
    title: t('users.status'),
    key: 'status',
    render: (_: unknown, member: StaffMember) => (
      <StaffStatusTag status={member.status} />
    ),
  },
  {
    title: t('users.locations'),
    key: 'locations',
    render: (_: unknown, member: StaffMember) => locationsText(member),
  },
];
