import type { ReactNode } from 'react';
import type { Page } from 'shared/contracts/repair';
import { ErrorState } from 'shared/ui';
import { type TableQueryState } from 'shared/ui/portal';
import { DateRange, SearchInput, PagedTable } from 'shared/ui/table';
import type { TableColumnsType } from 'shared/ui/antd';
import type { Machine } from 'shared/workflow';
import { useLocationChoices } from '../lookups';
import { ExportButton } from './ExportButton';
import { FilterBar, FilterSelect } from './FilterBar';
import { StatusTabs } from './StatusTabs';
import '../records.css';

/** What a list hook answers (useSalesOrders, useWorkOrders, useEstimates). */
export interface RecordList<T> {
  page: Page<T> | undefined;
  isLoading: boolean;
  error: Error | undefined;
  retry: () => void;
}

/** Props of RecordListPage. */
export interface RecordListPageProps<
  T extends { id: number },
  S extends string,
> {
  /** the heading's id (the section is named by it) */
  headingId: string;
  title: string;
  table: TableQueryState;
  list: RecordList<T>;
  columns: TableColumnsType<T>;
  /** the status tabs: their group's name, the record's machine, the statuses shown and their words */
  tabs: {
    label: string;
    machine: Machine<S>;
    statuses: readonly S[];
    statusLabel?: (status: S) => string;
  };
  search: { label: string; placeholder: string };
  /** an XLSX export of the list, when it has one: the api path of the list's XLSX export (it names the file) */
  exportTo?: { path: string };
  /** what the error state says when the list did not load */
  errorTitle: string;
  /** what the empty table says when nothing is filtered */
  emptyText: ReactNode;
  /** the list's own filters, after the search */
  children?: ReactNode;
}

/**
 * A store's record list (sales orders, work orders, estimates): heading, optional export, status
 * tabs, search, the list's filters, then the paged table or the error state, all kept in the URL.
 */
export function RecordListPage<T extends { id: number }, S extends string>({
  headingId,
  title,
  table,
  list,
  columns,
  tabs,
  search,
  exportTo,
  errorTitle,
  emptyText,
  children,
}: RecordListPageProps<T, S>) {
  const { query, apiQuery } = table;
  const { page, isLoading, error, retry } = list;

  return (
    <section className="rec-list" aria-labelledby={headingId}>
      <div className="rec-list__head">
        <h1 id={headingId}>{title}</h1>
        {exportTo && <ExportButton path={exportTo.path} query={apiQuery} />}
      </div>
      <StatusTabs
        label={tabs.label}
        machine={tabs.machine}
        statuses={tabs.statuses}
        statusLabel={tabs.statusLabel}
        counts={page?.status_counts}
        value={query.filters.status ?? ''}
        onChange={(status) => table.setFilter('status', status)}
      />
      <FilterBar>
        <SearchInput
          label={search.label}
          placeholder={search.placeholder}
          value={query.search}
          onSearch={table.setSearch}
        />
        {children}
      </FilterBar>
      {error && !page ? (
        <ErrorState
          title={errorTitle}
          message={error.message}
          onRetry={retry}
        />
      ) : (
        <PagedTable
          label={title}
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          emptyText={emptyText}
        />
      )}
    </section>
  );
}

/** The store's locations filter (`location_id`). */
export function LocationFilter({ table }: { table: TableQueryState }) {
  const { locations } = useLocationChoices();
  return (
    <FilterSelect
      label="Location"
      allLabel="All locations"
      value={table.query.filters.location_id ?? ''}
      options={locations.map((l) => ({ value: String(l.id), label: l.name }))}
      onChange={(v) => table.setFilter('location_id', v)}
    />
  );
}

/** The created-on date range filter (`date_from`, `date_to`). */
export function DateRangeFilter({ table }: { table: TableQueryState }) {
  const { filters } = table.query;
  return (
    <DateRange
      from={filters.date_from ?? ''}
      to={filters.date_to ?? ''}
      onChange={table.setFilters}
    />
  );
}
