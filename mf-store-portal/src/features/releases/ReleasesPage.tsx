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

/** Every remote's roll-out card, with the loading and error states. */
function RemoteCards({ onDone }: { onDone: (text: string) => void }) {
  const { remotes, error, isLoading, retry } = useReleases();
  if (error && !remotes)
    return (
      <ErrorState
        title="We could not load the releases."
        message={error.message}
        onRetry={retry}
      />
    );
  if (isLoading || !remotes)
    return (
      <div role="status" aria-label="Loading the releases">
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
  const isSuperAdmin = useSession().role?.role_id === ROLES.SUPER_ADMIN;
  const [notice, setNotice] = useState<string | null>(null);
  if (!isSuperAdmin)
    return (
      <StatusPage mark="403" tone="warning" title="You cannot open this page">
        <p>Only the platform&apos;s super admin rolls out the remotes.</p>
      </StatusPage>
    );
  return (
    <section className="rel-page" aria-labelledby="releases-title">
      <h1 id="releases-title">Releases</h1>
      <p className="rec-muted">
        What each remote serves: the default version, pinned stores, a canary
        share and the kill switch. A new page load sees a change at once.
      </p>
      {notice && <Banner type="success" title={notice} />}
      <RemoteCards onDone={setNotice} />
      <AuditList />
      <ReleaseKeys />
    </section>
  );
}
