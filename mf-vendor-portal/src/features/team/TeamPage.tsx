import { useMemo } from 'react';
import { Link, useLocation } from 'shared/router';
import { STAFF_STATUSES } from 'shared/contracts/users';
import { Banner, ErrorState } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { localiseErrorMessage } from 'shared/i18n';
import { useBasePath } from '../../basePath';
import { RecordTable, toApiQuery } from '../../components/RecordTable';
import { SearchBox } from '../../components/SearchBox';
import { useVendorT } from '../../i18n/t';
import { vendorPortalPaths } from '../../paths';
import { teamColumns } from './columns';
import { OwnerOnly } from './components/OwnerOnly';
import { SeatCount } from './components/SeatCount';
import { StatusTabs } from './components/StatusTabs';
import { useRefreshTeam, useTeam } from './hooks';
import { TEAM_ORDERINGS } from './orderings';
import '../../components/shopFloor.css';
import '../../components/vendorSales.css';

const FILTERS = ['status'] as const;

function TeamList() {
  const basePath = useBasePath();
  const t = useVendorT();
  const invited = (useLocation().state as { invited?: string } | null)?.invited;
  const table = useTableQuery({ filterKeys: FILTERS, defaultPageSize: 10 });
  const apiQuery = toApiQuery(table.apiQuery, TEAM_ORDERINGS, STAFF_STATUSES);
  const ordering = String(apiQuery.ordering ?? '');
  const { page, error, isLoading, retry } = useTeam(apiQuery);
  const refresh = useRefreshTeam();
  const columns = useMemo(
    () => teamColumns(ordering, refresh, t),
    [ordering, refresh, t],
  );

  return (
    <div className="vp-page vp-page--wide vp-stack">
      <div className="vp-heading-row">
        <h1>{t('team.title')}</h1>
        <Link
          className="vs-link-button vs-link-button--primary"
          to={vendorPortalPaths.addTeamMember(basePath)}
        >
          {t('team.invite')}
        </Link>
      </div>
      {invited && (
        <Banner type="success" title={t('team.invited', { email: invited })} />
      )}
      <SeatCount />
      <StatusTabs
        status={table.query.filters.status ?? ''}
        counts={page?.status_counts ?? {}}
        onChange={(value) => table.setFilter('status', value)}
      />
      <SearchBox
        label={t('team.searchLabel')}
        placeholder={t('team.searchPlaceholder')}
        search={table.query.search}
        onSearch={table.setSearch}
      />
      {error && !page ? (
        <ErrorState
          title={t('team.loadFailed')}
          message={localiseErrorMessage(error.message)}
          onRetry={retry}
        />
      ) : (
        <RecordTable
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          ordering={ordering}
          empty={t('team.empty')}
        />
      )}
    </div>
  );
}

/** The vendor's team (/portal/users, My Team): status tabs, search, sorting and paging in the URL; the owner only. */
export function TeamPage() {
  return (
    <OwnerOnly>
      <TeamList />
    </OwnerOnly>
  );
}
