import { useMemo } from 'react';
import { ErrorState, useTableQuery } from 'shared/ui';
import { SALES_ORDER } from 'shared/workflow';
import { SALES_ORDER_STATUSES } from '../../records/listStatuses';
import { ExportButton } from '../../records/list/ExportButton';
import {
  DateRange,
  FilterBar,
  FilterSelect,
} from '../../records/list/FilterBar';
import { PagedTable } from '../../records/list/PagedTable';
import { SearchInput } from '../../records/list/SearchInput';
import { StatusTabs } from '../../records/list/StatusTabs';
import { useLocationChoices } from '../../records/lookups';
import { usePortalBase } from '../../records/basePath';
import { EXPORT_PATH, LIST_FILTERS } from './api';
import { salesOrderColumns } from './columns';
import { useSalesOrders } from './hooks';
import '../../records/records.css';

/** The store's sales orders (/portal/sales-orders): status tabs, search, filters, sorting, paging, export. */
export function SalesOrdersPage() {
  const table = useTableQuery({ filterKeys: LIST_FILTERS });
  const { query, apiQuery } = table;
  const { page, isLoading, error, retry } = useSalesOrders(apiQuery);
  const { locations } = useLocationChoices();
  const base = usePortalBase();
  const columns = useMemo(() => salesOrderColumns(base), [base]);
  const { filters } = query;

  return (
    <section className="rec-list" aria-labelledby="so-list-title">
      <div className="rec-list__head">
        <h1 id="so-list-title">Sales orders</h1>
        <ExportButton
          path={EXPORT_PATH}
          query={apiQuery}
          fileName="sales-orders.xlsx"
        />
      </div>
      <StatusTabs
        label="Orders by status"
        machine={SALES_ORDER}
        statuses={SALES_ORDER_STATUSES}
        counts={page?.status_counts}
        value={filters.status ?? ''}
        onChange={(status) => table.setFilter('status', status)}
      />
      <FilterBar>
        <SearchInput
          label="Search orders"
          placeholder="Order number, customer or email"
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
        <FilterSelect
          label="Payment status"
          allLabel="Paid and unpaid"
          value={filters.payment_status ?? ''}
          options={[
            { value: 'paid', label: 'Paid' },
            { value: 'unpaid', label: 'Unpaid' },
          ]}
          onChange={(v) => table.setFilter('payment_status', v)}
        />
        <DateRange
          from={filters.date_from ?? ''}
          to={filters.date_to ?? ''}
          onChange={table.setFilters}
        />
      </FilterBar>
      {error && !page ? (
        <ErrorState
          title="We could not load your sales orders."
          message={error.message}
          onRetry={retry}
        />
      ) : (
        <PagedTable
          label="Sales orders"
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          emptyText="No sales orders yet. Orders your customers place on your storefront appear here."
        />
      )}
    </section>
  );
}
