import { useState } from 'react';
import { ROLES } from 'shared/permissions';
import { useSession } from 'shared/session';
import { ErrorState, PageLoader, StatusPage } from 'shared/ui';
import { useLocationChoices } from '../../records/lookups';
import { useDashboard, type DashboardFilter } from './api';
import { Filters } from './components/Filters';
import { Days, Headline, WorkInProgress } from './components/Figures';
import { presetRange, type Preset } from './range';
import './dashboard.css';

/** /portal/dashboard: the owner's figures over a date range, per location. */
export function DashboardPage() {
  const session = useSession();
  const storeId = session.store?.id ?? null;
  const isOwner = session.role?.role_id === ROLES.STORE_OWNER;
  const [preset, setPreset] = useState<Preset>('7d');
  const [filter, setFilter] = useState<DashboardFilter>(() => ({
    ...presetRange('7d'),
    location: '',
  }));
  const { locations } = useLocationChoices();
  const { dashboard, error, isLoading, retry } = useDashboard(
    isOwner ? storeId : null,
    filter,
  );
  if (!isOwner || storeId === null)
    return (
      <StatusPage mark="403" tone="warning" title="You cannot open this page">
        <p>Only the store owner sees the dashboard.</p>
      </StatusPage>
    );
  return (
    <section className="dashboard-page" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      <Filters
        preset={preset}
        filter={filter}
        locations={locations}
        onChange={(nextPreset, next) => {
          setPreset(nextPreset);
          setFilter(next);
        }}
      />
      {!dashboard && isLoading && <PageLoader label="Loading your figures" />}
      {!dashboard && error && (
        <ErrorState
          title="We could not load your figures."
          message={error.message}
          onRetry={retry}
        />
      )}
      {dashboard && (
        <div aria-busy={isLoading} className="dashboard-page__figures">
          <Headline d={dashboard} />
          <div className="dashboard-panels">
            <Days d={dashboard} />
            <WorkInProgress d={dashboard} />
          </div>
        </div>
      )}
    </section>
  );
}
