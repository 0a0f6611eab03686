import { useMemo } from 'react';
import { Link } from 'shared/router';
import { ESTIMATE_STATUSES } from 'shared/contracts/repair';
import { VENDOR_ESTIMATE_ORDERINGS } from 'shared/contracts/vendorSales';
import { ErrorState } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { ESTIMATE } from 'shared/workflow';
import { useBasePath } from '../../basePath';
import { RecordListFilters } from '../../components/RecordListFilters';
import { RecordTable, toApiQuery } from '../../components/RecordTable';
import { vendorPortalPaths } from '../../paths';
import { useEstimates } from '../../records/salesHooks';
import { estimateColumns } from './columns';
import '../../components/shopFloor.css';
import '../../components/vendorSales.css';

const FILTERS = ['status'] as const;
const EMPTY =
  'No estimates here yet. An estimate you send a customer appears in this list until it is approved, declined or turned into an order.';

/** The vendor's estimates for its own customers (/portal/estimates): status tabs with counts, search, sorting and paging in the URL. */
export function EstimatesPage() {
  const basePath = useBasePath();
  const table = useTableQuery({ filterKeys: FILTERS });
  const apiQuery = toApiQuery(
    table.apiQuery,
    VENDOR_ESTIMATE_ORDERINGS,
    ESTIMATE_STATUSES,
  );
  const ordering = String(apiQuery.ordering ?? '');
  const { page, error, isLoading, retry } = useEstimates(apiQuery);
  const columns = useMemo(
    () => estimateColumns(basePath, ordering),
    [basePath, ordering],
  );

  return (
    <div className="vp-page vp-page--wide vp-stack">
      <div className="vp-heading-row">
        <h1>Estimates</h1>
        <Link
          className="vs-link-button vs-link-button--primary"
          to={vendorPortalPaths.newEstimate(basePath)}
        >
          New estimate
        </Link>
      </div>
      <RecordListFilters
        machine={ESTIMATE}
        status={table.query.filters.status ?? ''}
        search={table.query.search}
        searchPlaceholder="Estimate, customer or email"
        counts={page?.status_counts ?? {}}
        onStatus={(value) => table.setFilter('status', value)}
        onSearch={table.setSearch}
      />
      {error && !page ? (
        <ErrorState
          title="We could not load your estimates."
          message={error.message}
          onRetry={retry}
        />
      ) : (
        <RecordTable
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          ordering={ordering}
          empty={EMPTY}
        />
      )}
    </div>
  );
}
