import type {
  ReleaseAuditEntry,
  ReleaseVersion,
  RemoteRelease,
} from 'shared/contracts/releases';
import { formatDateTime } from 'shared/dates';
import { Button, Flex, Tag, type TableColumnsType } from 'shared/ui/antd';
import type { ChangeRequest } from './changes';
import {
  actorLabel,
  auditActionLabel,
  auditValue,
  remoteLabel,
  versionStatusLabel,
} from './labels';

/** The tags of a version: its state, and whether it is the default or the canary. */
function VersionTags({
  release,
  version,
}: {
  release: RemoteRelease;
  version: ReleaseVersion;
}) {
  return (
    <Flex gap={4} wrap>
      <Tag color={version.status === 'killed' ? 'red' : undefined}>
        {versionStatusLabel(version)}
      </Tag>
      {release.default_version === version.version && (
        <Tag color="blue">Default</Tag>
      )}
      {release.serving_version === version.version &&
        release.default_version !== version.version && (
          <Tag color="blue">Serving</Tag>
        )}
      {release.canary?.version === version.version && (
        <Tag color="gold">Canary</Tag>
      )}
    </Flex>
  );
}

/** A remote's versions: published when and by whom, state, manifest digest, and their actions. */
export const versionColumns = (
  release: RemoteRelease,
  onRequest: (request: ChangeRequest) => void,
): TableColumnsType<ReleaseVersion> => [
  { title: 'Version', dataIndex: 'version', key: 'version' },
  {
    title: 'Published',
    key: 'published',
    render: (_: unknown, v: ReleaseVersion) => (
      <span>
        {formatDateTime(v.published_at)} by {actorLabel(v.published_by)}
      </span>
    ),
  },
  {
    title: 'Status',
    key: 'status',
    render: (_: unknown, v: ReleaseVersion) => (
      <VersionTags release={release} version={v} />
    ),
  },
  {
    title: 'Manifest digest',
    key: 'digest',
    render: (_: unknown, v: ReleaseVersion) => (
      <code className="rel-digest">
        {v.manifest_digest ?? 'None (local build)'}
      </code>
    ),
  },
  {
    title: 'Actions',
    key: 'actions',
    render: (_: unknown, v: ReleaseVersion) => {
      const name = `${remoteLabel(release.remote)} ${v.version}`;
      return (
        <Flex gap={8} wrap>
          {v.status === 'published' &&
            release.default_version !== v.version && (
              <Button
                size="small"
                aria-label={`Make ${name} the default`}
                onClick={() =>
                  onRequest({ kind: 'default', version: v.version })
                }
              >
                Make default
              </Button>
            )}
          {v.status === 'published' ? (
            <Button
              size="small"
              danger
              aria-label={`Switch off ${name}`}
              onClick={() => onRequest({ kind: 'kill', version: v.version })}
            >
              Switch off
            </Button>
          ) : (
            <Button
              size="small"
              aria-label={`Switch on ${name}`}
              onClick={() => onRequest({ kind: 'revive', version: v.version })}
            >
              Switch on
            </Button>
          )}
        </Flex>
      );
    },
  },
];

/** One audit row of the table (PagedTable keys rows by a numeric id). */
export type AuditRow = Omit<ReleaseAuditEntry, 'id'> & {
  id: number;
  entryId: string;
};

/** The releases' audit: when, who, what, from → to, why. */
export const auditColumns = (): TableColumnsType<AuditRow> => [
  {
    title: 'When',
    key: 'at',
    render: (_: unknown, e: AuditRow) => <span>{formatDateTime(e.at)}</span>,
  },
  {
    title: 'Who',
    key: 'actor',
    render: (_: unknown, e: AuditRow) => <span>{actorLabel(e.actor)}</span>,
  },
  {
    title: 'Change',
    key: 'action',
    render: (_: unknown, e: AuditRow) => (
      <span>
        {remoteLabel(e.remote)}: {auditActionLabel(e.action)}
        {e.store ? ` (${e.store.name})` : ''}
      </span>
    ),
  },
  {
    title: 'From → to',
    key: 'from-to',
    render: (_: unknown, e: AuditRow) => (
      <span>
        {auditValue(e.from)} → {auditValue(e.to)}
      </span>
    ),
  },
  {
    title: 'Why',
    key: 'reason',
    render: (_: unknown, e: AuditRow) => (
      <span className="rel-reason">{e.reason ?? '—'}</span>
    ),
  },
];
