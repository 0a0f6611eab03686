import { useState } from 'react';
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
import { errorWords, useStorePortalT, type Translate } from '../../../i18n/t';

const keyColumns = (
  onRevoke: (key: ReleaseKey) => void,
  t: Translate,
): TableColumnsType<ReleaseKey> =>
  stackedColumns<ReleaseKey>([
    { title: t('releases.keys.nameColumn'), dataIndex: 'name', key: 'name' },
    {
      title: t('releases.keys.remote'),
      key: 'remote',
      render: (_: unknown, k: ReleaseKey) => (
        <span>{remoteLabel(k.remote)}</span>
      ),
    },
    {
      title: t('releases.keys.key'),
      key: 'prefix',
      render: (_: unknown, k: ReleaseKey) => <code>{k.prefix}…</code>,
    },
    {
      title: t('releases.keys.createdColumn'),
      key: 'created',
      render: (_: unknown, k: ReleaseKey) => (
        <span>
          {k.created_by
            ? t('releases.keys.createdBy', {
                date: formatDateTime(k.created_at),
                who: k.created_by,
              })
            : formatDateTime(k.created_at)}
        </span>
      ),
    },
    {
      title: t('releases.keys.lastUsed'),
      key: 'used',
      render: (_: unknown, k: ReleaseKey) => (
        <span>
          {k.last_used_at
            ? formatDateTime(k.last_used_at)
            : t('releases.keys.never')}
        </span>
      ),
    },
    {
      title: t('releases.keys.status'),
      key: 'status',
      render: (_: unknown, k: ReleaseKey) =>
        k.revoked_at ? (
          <Tag>
            {t('releases.keys.revokedOn', {
              date: formatDateTime(k.revoked_at),
            })}
          </Tag>
        ) : (
          <Button
            size="small"
            danger
            aria-label={t('releases.keys.revokeNamed', { name: k.name })}
            onClick={() => onRevoke(k)}
          >
            {t('releases.keys.revoke')}
          </Button>
        ),
    },
  ]);

/** The remote teams' release keys: create one (shown once), list them, revoke one after a confirm. */
export function ReleaseKeys() {
  const t = useStorePortalT();
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
      setNotice({
        ok: true,
        text: t('releases.keys.revoked', { name: key.name }),
      });
    } catch (e) {
      setNotice({
        ok: false,
        text: errorWords(e) ?? t('releases.keys.notRevoked'),
      });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <section className="rel-section" aria-labelledby="release-keys-title">
      <h2 id="release-keys-title">{t('releases.keys.title')}</h2>
      <p className="rec-muted">{t('releases.keys.intro')}</p>
      <KeyForm />
      {notice && (
        <Banner type={notice.ok ? 'success' : 'failure'} title={notice.text} />
      )}
      {error && !keys ? (
        <ErrorState
          title={t('releases.keys.loadFailed')}
          message={errorWords(error)}
          onRetry={retry}
        />
      ) : isLoading && !keys ? (
        <div role="status" aria-label={t('releases.keys.loading')}>
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        </div>
      ) : (
        <Table<ReleaseKey>
          aria-label={t('releases.keys.title')}
          className={STACKED_TABLE_CLASS}
          rowKey="id"
          columns={keyColumns(setAsking, t)}
          dataSource={keys ?? []}
          pagination={false}
          locale={{
            emptyText: t('releases.keys.empty'),
          }}
        />
      )}
      <Modal
        open={asking !== null}
        title={
          asking ? t('releases.keys.revokeAsk', { name: asking.name }) : ''
        }
        okText={t('releases.keys.revoke')}
        okButtonProps={{ danger: true, loading: busy }}
        onOk={() => void handleRevoke()}
        onCancel={() => setAsking(null)}
        destroyOnHidden
      >
        <p>
          {t('releases.keys.revokeText', {
            remote: asking ? remoteLabel(asking.remote) : '',
          })}
        </p>
      </Modal>
    </section>
  );
}
