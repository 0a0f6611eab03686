import { Link } from 'shared/router';
import type { StaffMember } from 'shared/contracts/users';
import type { TableColumnsType } from 'shared/ui/antd';
import { StaffStatusTag } from './components/StaffStatusTag';

/** A staff member's name, or their email while they have not signed up. */
export const displayName = (member: StaffMember): string =>
  [member.first_name, member.last_name].filter(Boolean).join(' ') ||
  member.email;

/** Their locations in words: every location (a global grant), some, or none yet. */
export function locationsText(member: StaffMember): string {
  if (member.locations === null) return 'All locations';
  if (member.locations.length === 0) return 'No access yet';
  return member.locations.map((location) => location.name).join(', ');
}

/** The staff list's columns; the name opens the staff member's page. */
export const staffColumns = (base: string): TableColumnsType<StaffMember> => [
  {
    title: 'Name',
    key: 'name',
    render: (_: unknown, member: StaffMember) => (
      <Link to={`${base}/users/${member.id}`}>{displayName(member)}</Link>
    ),
  },
  { title: 'Email', dataIndex: 'email', key: 'email' },
  {
    title: 'Status',
    key: 'status',
    render: (_: unknown, member: StaffMember) => (
      <StaffStatusTag status={member.status} />
    ),
  },
  {
    title: 'Locations',
    key: 'locations',
    render: (_: unknown, member: StaffMember) => locationsText(member),
  },
];
