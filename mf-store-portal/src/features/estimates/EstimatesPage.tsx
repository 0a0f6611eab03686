import { useMemo } from 'react';
import { ErrorState, useTableQuery } from 'shared/ui';
import { ESTIMATE } from 'shared/workflow';
import { usePortalBase } from '../../records/basePath';
import {
  DateRange,
  FilterBar,
  FilterSelect,
} from '../../records/list/FilterBar';
import { PagedTable } from '../../records/list/PagedTable';
import { SearchInput } from '../../records/list/SearchInput';
import { StatusTabs } from '../../records/list/StatusTabs';
import { ESTIMATE_STATUSES } from '../../records/listStatuses';
import { useLocationChoices } from '../../records/lookups';
import { LIST_FILTERS } from './api';
import { estimateColumns } from './columns';
import { useEstimates } from './hooks';
import '../../records/records.css';

/** The store's estimate requests (/portal/estimates), by status. */
export function EstimatesPage() {
  const table = useTableQuery({ filterKeys: LIST_FILTERS });
  const { query, apiQuery } = table;
  const { page, isLoading, error, retry } = useEstimates(apiQuery);
  const { locations } = useLocationChoices();
  const base = usePortalBase();
  const columns = useMemo(() => estimateColumns(base), [base]);
  const { filters } = query;

  return (
    <section className="rec-list" aria-labelledby="es-list-title">
      <div className="rec-list__head">
        <h1 id="es-list-title">Estimates</h1>
      </div>
      <StatusTabs
        label="Estimates by status"
        machine={ESTIMATE}
        statuses={ESTIMATE_STATUSES}
        counts={page?.status_counts}
        value={filters.status ?? ''}
        onChange={(status) => table.setFilter('status', status)}
      />
      <FilterBar>
        <SearchInput
          label="Search estimates"
          placeholder="Estimate number, customer or email"
          value={query.search}
          onSearch={table.setSearch}
        />
        <FilterSelect
          label="Location"
          allLabel="All locations"
          value={filters.location_id ?? ''}
          options={locations.map((l) => ({
            value: String(l.id),
            label: l.name,
          }))}
          onChange={(v) => table.setFilter('location_id', v)}
        />
        <DateRange
          from={filters.date_from ?? ''}
          to={filters.date_to ?? ''}
          onChange={table.setFilters}
        />
      </FilterBar>
      {error && !page ? (
        <ErrorState
          title="We could not load your estimates."
          message={error.message}
          onRetry={retry}
        />
      ) : (
        <PagedTable
          label="Estimates"
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          emptyText="No estimate requests yet. Customers ask for estimates from your storefront; they appear here."
        />
      )}
    </section>
  );
}
