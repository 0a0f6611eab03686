import { formatDate } from 'shared/dates';
import { stackedColumns } from 'shared/ui/portal';
import type { TableColumnsType } from 'shared/ui/antd';
import type { TeamMember } from 'shared/contracts/vendorTeam';
import { sortableBy } from '../../components/RecordTable';
import { MemberActions } from './components/MemberActions';
import { displayName, TEAM_STATUS_LABELS } from './status';

/** The team table's columns; name and email sort on the server, the last column holds the moves. */
export function teamColumns(
  ordering: string,
  onChanged: () => Promise<unknown>,
): TableColumnsType<TeamMember> {
  const sortable = sortableBy(ordering);
  return stackedColumns<TeamMember>([
    {
      title: 'Name',
      ...sortable('name'),
      render: (_: unknown, member: TeamMember) => displayName(member),
    },
    {
      title: 'Email',
      ...sortable('email'),
      render: (_: unknown, member: TeamMember) => member.email,
    },
    {
      title: 'Status',
      key: 'status',
      render: (_: unknown, member: TeamMember) =>
        member.invitation_expires_on
          ? `${TEAM_STATUS_LABELS[member.status]} (link valid until ${formatDate(member.invitation_expires_on)})`
          : TEAM_STATUS_LABELS[member.status],
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, member: TeamMember) => (
        <MemberActions member={member} onChanged={onChanged} />
      ),
    },
  ]);
}
