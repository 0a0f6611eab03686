import { useMemo } from 'react';
import { Link } from 'shared/router';
import { ESTIMATE_STATUSES } from 'shared/contracts/repair';
import { VENDOR_ESTIMATE_ORDERINGS } from 'shared/contracts/vendorSales';
import { ErrorState } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { ESTIMATE } from 'shared/workflow';
import { localiseErrorMessage } from 'shared/i18n';
import { useBasePath } from '../../basePath';
import { RecordListFilters } from '../../components/RecordListFilters';
import { RecordTable, toApiQuery } from '../../components/RecordTable';
import { vendorPortalPaths } from '../../paths';
import { useEstimates } from '../../records/salesHooks';
import { estimateColumns } from './columns';
import { useVendorT } from '../../i18n/t';
import '../../components/shopFloor.css';
import '../../components/vendorSales.css';

const FILTERS = ['status'] as const;

/** The vendor's estimates for its own customers (/portal/estimates): status tabs with counts, search, sorting and paging in the URL. */
export function EstimatesPage() {
  const basePath = useBasePath();
  const t = useVendorT();
  const table = useTableQuery({ filterKeys: FILTERS });
  const apiQuery = toApiQuery(
    table.apiQuery,
    VENDOR_ESTIMATE_ORDERINGS,
    ESTIMATE_STATUSES,
  );
  const ordering = String(apiQuery.ordering ?? '');
  const { page, error, isLoading, retry } = useEstimates(apiQuery);
  const columns = useMemo(
    () => estimateColumns(basePath, ordering, t),
    [basePath, ordering, t],
  );

  return (
    <div className="vp-page vp-page--wide vp-stack">
      <div className="vp-heading-row">
        <h1>{t('lists.estimates.title')}</h1>
        <Link
          className="vs-link-button vs-link-button--primary"
          to={vendorPortalPaths.newEstimate(basePath)}
        >
          {t('lists.estimates.new')}
        </Link>
      </div>
      <RecordListFilters
        machine={ESTIMATE}
        status={table.query.filters.status ?? ''}
        search={table.query.search}
        searchPlaceholder={t('lists.estimates.searchPlaceholder')}
        counts={page?.status_counts ?? {}}
        onStatus={(value) => table.setFilter('status', value)}
        onSearch={table.setSearch}
      />
      {error && !page ? (
        <ErrorState
          title={t('lists.estimates.loadFailed')}
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
          empty={t('lists.estimates.empty')}
        />
      )}
    </div>
  );
}
