import { useState } from 'react';
import { ROLES } from 'shared/permissions';
import { useSession } from 'shared/session';
import { Banner, ErrorState, StatusPage } from 'shared/ui';
import { Skeleton } from 'shared/ui/antd';
import { AuditList } from './components/AuditList';
import { ReleaseKeys } from './components/ReleaseKeys';
import { RemoteCard } from './components/RemoteCard';
import { useReleases } from './hooks';
import '../../records/records.css';
import './releases.css';
import { errorWords, useStorePortalT } from '../../i18n/t';

/** Every remote's roll-out card, with the loading and error states. */
function RemoteCards({ onDone }: { onDone: (text: string) => void }) {
  const t = useStorePortalT();
  const { remotes, error, isLoading, retry } = useReleases();
  if (error && !remotes)
    return (
      <ErrorState
        title={t('releases.loadFailed')}
        message={errorWords(error)}
        onRetry={retry}
      />
    );
  if (isLoading || !remotes)
    return (
      <div role="status" aria-label={t('releases.loading')}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  return (
    <>
      {remotes.map((release) => (
        <RemoteCard key={release.remote} release={release} onDone={onDone} />
      ))}
    </>
  );
}

/** /portal/releases: the super admin's roll-out of the remotes, its audit and the release keys. */
export function ReleasesPage() {
  const t = useStorePortalT();
  const isSuperAdmin = useSession().role?.role_id === ROLES.SUPER_ADMIN;
  const [notice, setNotice] = useState<string | null>(null);
  if (!isSuperAdmin)
    return (
      <StatusPage mark="403" tone="warning" title={t('releases.deniedTitle')}>
        <p>{t('releases.deniedText')}</p>
      </StatusPage>
    );
  return (
    <section className="rel-page" aria-labelledby="releases-title">
      <h1 id="releases-title">{t('releases.title')}</h1>
      <p className="rec-muted">{t('releases.intro')}</p>
      {notice && <Banner type="success" title={notice} />}
      <RemoteCards onDone={setNotice} />
      <AuditList />
      <ReleaseKeys />
    </section>
  );
}
