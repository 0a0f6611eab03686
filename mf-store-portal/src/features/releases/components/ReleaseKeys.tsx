import { useState } from 'react';
import { localiseErrorMessage } from 'shared/i18n';
import type { ReleaseKey } from 'shared/contracts/releases';
import { formatDateTime } from 'shared/dates';
import { Banner, ErrorState } from 'shared/ui';
import { STACKED_TABLE_CLASS, stackedColumns } from 'shared/ui/portal';
import {
  Button,
  Modal,
  Skeleton,
  Table,
  Tag,
  type TableColumnsType,
} from 'shared/ui/antd';
import { useReleaseKeys, useRevokeReleaseKey } from '../hooks';
import { remoteLabel } from '../labels';
import { KeyForm } from './KeyForm';

const keyColumns = (
  onRevoke: (key: ReleaseKey) => void,
): TableColumnsType<ReleaseKey> =>
  stackedColumns<ReleaseKey>([
    { title: 'Name', dataIndex: 'name', key: 'name' },
    {
      title: 'Remote',
      key: 'remote',
      render: (_: unknown, k: ReleaseKey) => (
        <span>{remoteLabel(k.remote)}</span>
      ),
    },
    {
      title: 'Key',
      key: 'prefix',
      render: (_: unknown, k: ReleaseKey) => <code>{k.prefix}…</code>,
    },
    {
      title: 'Created',
      key: 'created',
      render: (_: unknown, k: ReleaseKey) => (
        <span>
          {formatDateTime(k.created_at)}
          {k.created_by ? ` by ${k.created_by}` : ''}
        </span>
      ),
    },
    {
      title: 'Last used',
      key: 'used',
      render: (_: unknown, k: ReleaseKey) => (
        <span>{k.last_used_at ? formatDateTime(k.last_used_at) : 'Never'}</span>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_: unknown, k: ReleaseKey) =>
        k.revoked_at ? (
          <Tag>Revoked {formatDateTime(k.revoked_at)}</Tag>
        ) : (
          <Button
            size="small"
            danger
            aria-label={`Revoke the key ${k.name}`}
            onClick={() => onRevoke(k)}
          >
            Revoke
          </Button>
        ),
    },
  ]);

/** The remote teams' release keys: create one (shown once), list them, revoke one after a confirm. */
export function ReleaseKeys() {
  const { keys, error, isLoading, retry } = useReleaseKeys();
  const revoke = useRevokeReleaseKey();
  const [asking, setAsking] = useState<ReleaseKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(
    null,
  );

  const handleRevoke = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      const key = await revoke(asking.id);
      setNotice({ ok: true, text: `The key ${key.name} is revoked.` });
    } catch (e) {
      setNotice({
        ok: false,
        text:
          e instanceof Error
            ? localiseErrorMessage(e.message)
            : 'The key was not revoked.',
      });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <section className="rel-section" aria-labelledby="release-keys-title">
      <h2 id="release-keys-title">Release keys</h2>
      <p className="rec-muted">
        A remote team publishes its remote with its key (header x-release-key);
        a key publishes its own remote only.
      </p>
      <KeyForm />
      {notice && (
        <Banner type={notice.ok ? 'success' : 'failure'} title={notice.text} />
      )}
      {error && !keys ? (
        <ErrorState
          title="We could not load the release keys."
          message={error.message}
          onRetry={retry}
        />
      ) : isLoading && !keys ? (
        <div role="status" aria-label="Loading the release keys">
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        </div>
      ) : (
        <Table<ReleaseKey>
          aria-label="Release keys"
          className={STACKED_TABLE_CLASS}
          rowKey="id"
          columns={keyColumns(setAsking)}
          dataSource={keys ?? []}
          pagination={false}
          locale={{
            emptyText: 'No release key yet: create one for each remote team.',
          }}
        />
      )}
      <Modal
        open={asking !== null}
        title={asking ? `Revoke the key ${asking.name}?` : ''}
        okText="Revoke"
        okButtonProps={{ danger: true, loading: busy }}
        onOk={() => void handleRevoke()}
        onCancel={() => setAsking(null)}
        destroyOnHidden
      >
        <p>
          Publishing with this key stops at once: the{' '}
          {asking ? remoteLabel(asking.remote) : ''} team needs a new key.
        </p>
      </Modal>
    </section>
  );
}
