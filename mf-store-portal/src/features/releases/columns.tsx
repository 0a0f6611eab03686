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
import { spt as t } from '../../i18n/t';

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
        <Tag color="blue">{t('releases.columns.default')}</Tag>
      )}
      {release.serving_version === version.version &&
        release.default_version !== version.version && (
          <Tag color="blue">{t('releases.columns.serving')}</Tag>
        )}
      {release.canary?.version === version.version && (
        <Tag color="gold">{t('releases.columns.canary')}</Tag>
      )}
    </Flex>
  );
}

/** A remote's versions: published when and by whom, state, manifest digest, and their actions. */
export const versionColumns = (
  release: RemoteRelease,
  onRequest: (request: ChangeRequest) => void,
): TableColumnsType<ReleaseVersion> => [
  {
    title: t('releases.columns.version'),
    dataIndex: 'version',
    key: 'version',
  },
  {
    title: t('releases.columns.published'),
    key: 'published',
    render: (_: unknown, v: ReleaseVersion) => (
      <span>
        {t('releases.columns.publishedBy', {
          date: formatDateTime(v.published_at),
          actor: actorLabel(v.published_by),
        })}
      </span>
    ),
  },
  {
    title: t('releases.columns.status'),
    key: 'status',
    render: (_: unknown, v: ReleaseVersion) => (
      <VersionTags release={release} version={v} />
    ),
  },
  {
    title: t('releases.columns.digest'),
    key: 'digest',
    render: (_: unknown, v: ReleaseVersion) => (
      <code className="rel-digest">
        {v.manifest_digest ?? t('releases.columns.noDigest')}
      </code>
    ),
  },
  {
    title: t('releases.columns.actions'),
    key: 'actions',
    render: (_: unknown, v: ReleaseVersion) => {
      const name = `${remoteLabel(release.remote)} ${v.version}`;
      return (
        <Flex gap={8} wrap>
          {v.status === 'published' &&
            release.default_version !== v.version && (
              <Button
                size="small"
                aria-label={t('releases.columns.makeDefaultNamed', { name })}
                onClick={() =>
                  onRequest({ kind: 'default', version: v.version })
                }
              >
                {t('releases.columns.makeDefault')}
              </Button>
            )}
          {v.status === 'published' ? (
            <Button
              size="small"
              danger
              aria-label={t('releases.columns.switchOffNamed', { name })}
              onClick={() => onRequest({ kind: 'kill', version: v.version })}
            >
              {t('releases.columns.switchOff')}
            </Button>
          ) : (
            <Button
              size="small"
              aria-label={t('releases.columns.switchOnNamed', { name })}
              onClick={() => onRequest({ kind: 'revive', version: v.version })}
            >
              {t('releases.columns.switchOn')}
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
    title: t('releases.columns.when'),
    key: 'at',
    render: (_: unknown, e: AuditRow) => <span>{formatDateTime(e.at)}</span>,
  },
  {
    title: t('releases.columns.who'),
    key: 'actor',
    render: (_: unknown, e: AuditRow) => <span>{actorLabel(e.actor)}</span>,
  },
  {
    title: t('releases.columns.change'),
    key: 'action',
    render: (_: unknown, e: AuditRow) => (
      <span>
        {e.store
          ? t('releases.columns.changeOfStore', {
              remote: remoteLabel(e.remote),
              action: auditActionLabel(e.action),
              store: e.store.name,
            })
          : t('releases.columns.changeOf', {
              remote: remoteLabel(e.remote),
              action: auditActionLabel(e.action),
            })}
      </span>
    ),
  },
  {
    title: t('releases.columns.fromTo'),
    key: 'from-to',
    render: (_: unknown, e: AuditRow) => (
      <span>
        {auditValue(e.from)} → {auditValue(e.to)}
      </span>
    ),
  },
  {
    title: t('releases.columns.why'),
    key: 'reason',
    render: (_: unknown, e: AuditRow) => (
      <span className="rel-reason">{e.reason ?? '—'}</span>
    ),
  },
];
