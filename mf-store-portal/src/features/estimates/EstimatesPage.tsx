import { useMemo } from 'react';
import { useTableQuery } from 'shared/ui/portal';
import { ESTIMATE } from 'shared/workflow';
import { usePortalBase } from '../../records/basePath';
import {
  DateRangeFilter,
  LocationFilter,
  RecordListPage,
} from '../../records/list/RecordListPage';
import { ESTIMATE_STATUSES } from '../../records/listStatuses';
import { LIST_FILTERS } from './api';
import { estimateColumns } from './columns';
import { useEstimates } from './hooks';

/** The store's estimate requests (/portal/estimates), by status. */
export function EstimatesPage() {
  const table = useTableQuery({ filterKeys: LIST_FILTERS });
  const list = useEstimates(table.apiQuery);
  const base = usePortalBase();
  const columns = useMemo(() => estimateColumns(base), [base]);

  return (
    <RecordListPage
      headingId="es-list-title"
      title="Estimates"
      table={table}
      list={list}
      columns={columns}
      tabs={{
        label: 'Estimates by status',
        machine: ESTIMATE,
        statuses: ESTIMATE_STATUSES,
      }}
      search={{
        label: 'Search estimates',
        placeholder: 'Estimate number, customer or email',
      }}
      errorTitle="We could not load your estimates."
      emptyText="No estimate requests yet. Customers ask for estimates from your storefront; they appear here."
    >
      <LocationFilter table={table} />
      <DateRangeFilter table={table} />
    </RecordListPage>
  );
}
