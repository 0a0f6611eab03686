import { useMemo } from 'react';
import { useTableQuery } from 'shared/ui/portal';
import { WORK_ORDER } from 'shared/workflow';
import { usePortalBase } from '../../records/basePath';
import { FilterSelect } from '../../records/list/FilterBar';
import {
  LocationFilter,
  RecordListPage,
} from '../../records/list/RecordListPage';
import { WORK_ORDER_STATUSES } from '../../records/listStatuses';
import { useLinkedVendors } from '../../records/lookups';
import { EXPORT_PATH, LIST_FILTERS } from './api';
import { workOrderColumns } from './columns';
import { useWorkOrders } from './hooks';

/** The store's work orders (/portal/work-orders): what it sent to its vendors, by status. */
export function WorkOrdersPage() {
  const table = useTableQuery({ filterKeys: LIST_FILTERS });
  const list = useWorkOrders(table.apiQuery);
  const { vendors } = useLinkedVendors();
  const base = usePortalBase();
  const columns = useMemo(() => workOrderColumns(base), [base]);

  return (
    <RecordListPage
      headingId="wo-list-title"
      title="Work orders"
      table={table}
      list={list}
      columns={columns}
      tabs={{
        label: 'Work orders by status',
        machine: WORK_ORDER,
        statuses: WORK_ORDER_STATUSES,
      }}
      search={{
        label: 'Search work orders',
        placeholder: 'Work order or order number',
      }}
      exportTo={{ path: EXPORT_PATH }}
      errorTitle="We could not load your work orders."
      emptyText="No work orders yet. Open a sales order and use “Create work order” to send its items to a vendor."
    >
      <FilterSelect
        label="Vendor"
        allLabel="All vendors"
        value={table.query.filters.vendor_id ?? ''}
        options={vendors.map((v) => ({ value: String(v.id), label: v.name }))}
        onChange={(v) => table.setFilter('vendor_id', v)}
      />
      <LocationFilter table={table} />
    </RecordListPage>
  );
}
