import { useMemo } from 'react';
import { ErrorState, useTableQuery } from 'shared/ui';
import { WORK_ORDER } from 'shared/workflow';
import { usePortalBase } from '../../records/basePath';
import { ExportButton } from '../../records/list/ExportButton';
import { FilterBar, FilterSelect } from '../../records/list/FilterBar';
import { PagedTable } from '../../records/list/PagedTable';
import { SearchInput } from '../../records/list/SearchInput';
import { StatusTabs } from '../../records/list/StatusTabs';
import { WORK_ORDER_STATUSES } from '../../records/listStatuses';
import { useLinkedVendors, useLocationChoices } from '../../records/lookups';
import { EXPORT_PATH, LIST_FILTERS } from './api';
import { workOrderColumns } from './columns';
import { useWorkOrders } from './hooks';
import '../../records/records.css';

/** The store's work orders (/portal/work-orders): what it sent to its vendors, by status. */
export function WorkOrdersPage() {
  const table = useTableQuery({ filterKeys: LIST_FILTERS });
  const { query, apiQuery } = table;
  const { page, isLoading, error, retry } = useWorkOrders(apiQuery);
  const { locations } = useLocationChoices();
  const { vendors } = useLinkedVendors();
  const base = usePortalBase();
  const columns = useMemo(() => workOrderColumns(base), [base]);
  const { filters } = query;

  return (
    <section className="rec-list" aria-labelledby="wo-list-title">
      <div className="rec-list__head">
        <h1 id="wo-list-title">Work orders</h1>
        <ExportButton
          path={EXPORT_PATH}
          query={apiQuery}
          fileName="work-orders.xlsx"
        />
      </div>
      <StatusTabs
        label="Work orders by status"
        machine={WORK_ORDER}
        statuses={WORK_ORDER_STATUSES}
        counts={page?.status_counts}
        value={filters.status ?? ''}
        onChange={(status) => table.setFilter('status', status)}
      />
      <FilterBar>
        <SearchInput
          label="Search work orders"
          placeholder="Work order or order number"
          value={query.search}
          onSearch={table.setSearch}
        />
        <FilterSelect
          label="Vendor"
          allLabel="All vendors"
          value={filters.vendor_id ?? ''}
          options={vendors.map((v) => ({ value: String(v.id), label: v.name }))}
          onChange={(v) => table.setFilter('vendor_id', v)}
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
      </FilterBar>
      {error && !page ? (
        <ErrorState
          title="We could not load your work orders."
          message={error.message}
          onRetry={retry}
        />
      ) : (
        <PagedTable
          label="Work orders"
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          emptyText="No work orders yet. Open a sales order and use “Create work order” to send its items to a vendor."
        />
      )}
    </section>
  );
}
