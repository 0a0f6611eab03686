import { formatDate } from 'shared/dates';
import { stackedColumns } from 'shared/ui/portal';
import type { TableColumnsType } from 'shared/ui/antd';
import type { TeamMember } from 'shared/contracts/vendorTeam';
import { sortableBy } from '../../components/RecordTable';
import { MemberActions } from './components/MemberActions';
import { vpt, type Translate } from '../../i18n/t';
import { displayName, teamStatusLabel } from './status';

/** The team table's columns; name and email sort on the server, the last column holds the moves. */
export function teamColumns(
  ordering: string,
  onChanged: () => Promise<unknown>,
  t: Translate = vpt,
): TableColumnsType<TeamMember> {
  const sortable = sortableBy(ordering);
  return stackedColumns<TeamMember>([
    {
      title: t('lists.columns.name'),
      ...sortable('name'),
      render: (_: unknown, member: TeamMember) => displayName(member),
    },
    {
      title: t('lists.columns.email'),
      ...sortable('email'),
      render: (_: unknown, member: TeamMember) => member.email,
    },
    {
      title: t('lists.columns.status'),
      key: 'status',
      render: (_: unknown, member: TeamMember) =>
        member.invitation_expires_on
          ? t('team.statusUntil', {
              status: teamStatusLabel(member.status),
              date: formatDate(member.invitation_expires_on),
            })
          : teamStatusLabel(member.status),
    },
    {
      title: t('lists.columns.actions'),
      key: 'actions',
      render: (_: unknown, member: TeamMember) => (
        <MemberActions member={member} onChanged={onChanged} />
      ),
    },
  ]);
}
