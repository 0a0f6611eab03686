import { useMemo, useState } from 'react';
import type { RemoteRelease } from 'shared/contracts/releases';
import { STACKED_TABLE_CLASS, stackedColumns } from 'shared/ui/portal';
import { Button, Empty, Flex, Table } from 'shared/ui/antd';
import type { ChangeRequest } from '../changes';
import { versionColumns } from '../columns';
import { remoteLabel, remotePackage } from '../labels';
import { ChangeDialog } from './ChangeDialog';
import { PinList } from './PinList';
import { useStorePortalT } from '../../../i18n/t';

/** Props of RemoteCard. */
export interface RemoteCardProps {
  release: RemoteRelease;
  /** called with what the page says after a change */
  onDone: (text: string) => void;
}

/** One remote's roll-out: what it serves, its pins and versions, and every change it offers. */
export function RemoteCard({ release, onDone }: RemoteCardProps) {
  const t = useStorePortalT();
  const [request, setRequest] = useState<ChangeRequest | null>(null);
  const columns = useMemo(
    () => stackedColumns(versionColumns(release, setRequest)),
    // the columns' words follow the language
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [release, t],
  );
  const name = remoteLabel(release.remote);
  const headingId = `release-${release.remote}`;
  const hasVersions = release.versions.length > 0;
  const handleDone = (text: string) => {
    setRequest(null);
    onDone(text);
  };

  return (
    <section className="rel-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      <dl className="rel-summary">
        <dt>{t('releases.card.default')}</dt>
        <dd>{release.default_version ?? t('releases.card.noneShown')}</dd>
        <dt>{t('releases.card.serving')}</dt>
        <dd>{release.serving_version ?? t('releases.card.fallback')}</dd>
        <dt>{t('releases.card.canary')}</dt>
        <dd>
          {release.canary
            ? t('releases.card.canaryShare', {
                version: release.canary.version,
                share: release.canary.share,
              })
            : t('releases.card.noneShown')}
        </dd>
        <dt>{t('releases.card.kill')}</dt>
        <dd>
          {release.killed_versions.length > 0
            ? t('releases.card.killOn', {
                versions: release.killed_versions.join(', '),
              })
            : t('releases.card.off')}
        </dd>
        <dt>{t('releases.card.pinned')}</dt>
        <dd>{release.pins.length}</dd>
      </dl>
      <PinList
        release={release}
        onUnpin={(store) => setRequest({ kind: 'unpin', store })}
      />
      {hasVersions && (
        <Flex gap={8} wrap className="rel-actions">
          <Button onClick={() => setRequest({ kind: 'default' })}>
            {t('releases.card.setDefault')}
          </Button>
          <Button onClick={() => setRequest({ kind: 'pin' })}>
            {t('releases.card.pin')}
          </Button>
          <Button onClick={() => setRequest({ kind: 'canary' })}>
            {t(
              release.canary
                ? 'releases.card.changeCanary'
                : 'releases.card.startCanary',
            )}
          </Button>
          {release.canary && (
            <Button danger onClick={() => setRequest({ kind: 'endCanary' })}>
              {t('releases.card.endCanary')}
            </Button>
          )}
          <Button
            danger
            disabled={!release.default_version}
            onClick={() => setRequest({ kind: 'rollback' })}
          >
            {t('releases.card.rollback')}
          </Button>
        </Flex>
      )}
      {hasVersions ? (
        <Table
          aria-label={t('releases.card.versions', { name })}
          className={STACKED_TABLE_CLASS}
          rowKey="version"
          columns={columns}
          dataSource={release.versions}
          pagination={release.versions.length > 10 ? { pageSize: 10 } : false}
        />
      ) : (
        <Empty
          description={
            <span>
              {t('releases.card.noVersions')}{' '}
              <code>npm run release -w {remotePackage(release.remote)}</code>
            </span>
          }
        />
      )}
      <ChangeDialog
        release={release}
        request={request}
        onDone={handleDone}
        onCancel={() => setRequest(null)}
      />
    </section>
  );
}
