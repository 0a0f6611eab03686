import { useMemo, useState } from 'react';
import type { RemoteRelease } from 'shared/contracts/releases';
import { STACKED_TABLE_CLASS, stackedColumns } from 'shared/ui/portal';
import { Button, Empty, Flex, Table } from 'shared/ui/antd';
import type { ChangeRequest } from '../changes';
import { versionColumns } from '../columns';
import { remoteLabel, remotePackage } from '../labels';
import { ChangeDialog } from './ChangeDialog';
import { PinList } from './PinList';

/** Props of RemoteCard. */
export interface RemoteCardProps {
  release: RemoteRelease;
  /** called with what the page says after a change */
  onDone: (text: string) => void;
}

/** One remote's roll-out: what it serves, its pins and versions, and every change it offers. */
export function RemoteCard({ release, onDone }: RemoteCardProps) {
  const [request, setRequest] = useState<ChangeRequest | null>(null);
  const columns = useMemo(
    () => stackedColumns(versionColumns(release, setRequest)),
    [release],
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
        <dt>Default</dt>
        <dd>{release.default_version ?? 'None'}</dd>
        <dt>Serving</dt>
        <dd>{release.serving_version ?? 'The fallback page'}</dd>
        <dt>Canary</dt>
        <dd>
          {release.canary
            ? `${release.canary.version} to ${release.canary.share} % of the stores`
            : 'None'}
        </dd>
        <dt>Kill switch</dt>
        <dd>
          {release.killed_versions.length > 0
            ? `On for ${release.killed_versions.join(', ')}`
            : 'Off'}
        </dd>
        <dt>Pinned stores</dt>
        <dd>{release.pins.length}</dd>
      </dl>
      <PinList
        release={release}
        onUnpin={(store) => setRequest({ kind: 'unpin', store })}
      />
      {hasVersions && (
        <Flex gap={8} wrap className="rel-actions">
          <Button onClick={() => setRequest({ kind: 'default' })}>
            Set default
          </Button>
          <Button onClick={() => setRequest({ kind: 'pin' })}>
            Pin a store
          </Button>
          <Button onClick={() => setRequest({ kind: 'canary' })}>
            {release.canary ? 'Change canary' : 'Start canary'}
          </Button>
          {release.canary && (
            <Button danger onClick={() => setRequest({ kind: 'endCanary' })}>
              End canary
            </Button>
          )}
          <Button
            danger
            disabled={!release.default_version}
            onClick={() => setRequest({ kind: 'rollback' })}
          >
            Rollback
          </Button>
        </Flex>
      )}
      {hasVersions ? (
        <Table
          aria-label={`Versions of the ${name}`}
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
              No versions published yet: run{' '}
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
