import { useState } from 'react';
import { hasPermission, LEVELS, MODULES, ROLES } from 'shared/permissions';
import { localiseErrorMessage } from 'shared/i18n';
import { useSession } from 'shared/session';
import { ErrorState, PageLoader, StatusPage } from 'shared/ui';
import { useLocationChoices } from '../../records/lookups';
import { useStorePortalT } from '../../i18n/t';
import { useDashboard, type DashboardFilter } from './api';
import { Filters } from './components/Filters';
import { Days, Headline, WorkInProgress } from './components/Figures';
import { presetRange, type Preset } from './range';
import './dashboard.css';

/** /portal/dashboard: the owner's figures over a date range, per location. */
export function DashboardPage() {
  const t = useStorePortalT();
  const session = useSession();
  const storeId = session.store?.id ?? null;
  const roleId = session.role?.role_id;
  // The owner's page (the menu shows it to owners); a staff member who holds the dashboard's view
  // level somewhere sees the figures of those locations, as the api answers them.
  const allowed =
    roleId === ROLES.STORE_OWNER ||
    (roleId === ROLES.STORE_STAFF &&
      hasPermission(session.role, MODULES.DASHBOARD, LEVELS.VIEW, 'ANY'));
  const [preset, setPreset] = useState<Preset>('7d');
  const [filter, setFilter] = useState<DashboardFilter>(() => ({
    ...presetRange('7d'),
    location: '',
  }));
  const { locations: all } = useLocationChoices();
  const locations = all.filter((l) =>
    hasPermission(session.role, MODULES.DASHBOARD, LEVELS.VIEW, l.id),
  );
  const { dashboard, error, isLoading, retry } = useDashboard(
    allowed ? storeId : null,
    filter,
  );
  if (!allowed || storeId === null)
    return (
      <StatusPage
        mark="403"
        tone="warning"
        title={t('dashboard.forbiddenTitle')}
      >
        <p>{t('dashboard.forbidden')}</p>
      </StatusPage>
    );
  return (
    <section className="dashboard-page" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('dashboard.title')}</h1>
      <Filters
        preset={preset}
        filter={filter}
        locations={locations}
        onChange={(nextPreset, next) => {
          setPreset(nextPreset);
          setFilter(next);
        }}
      />
      {!dashboard && isLoading && <PageLoader label={t('dashboard.loading')} />}
      {!dashboard && error && (
        <ErrorState
          title={t('dashboard.loadFailed')}
          message={localiseErrorMessage(error.message)}
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
