import { useMemo } from 'react';
import { useTableQuery } from 'shared/ui/portal';
import { WORK_ORDER } from 'shared/workflow';
import { useStorePortalT } from '../../i18n/t';
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
  const t = useStorePortalT();
  const columns = useMemo(() => workOrderColumns(base, t), [base, t]);

  return (
    <RecordListPage
      headingId="wo-list-title"
      title={t('workOrders.title')}
      table={table}
      list={list}
      columns={columns}
      tabs={{
        label: t('workOrders.tabs'),
        machine: WORK_ORDER,
        statuses: WORK_ORDER_STATUSES,
        statusLabel: (status) =>
          t(`workOrders.statuses.${status}`, {
            defaultValue: WORK_ORDER.labels[status],
          }),
      }}
      search={{
        label: t('workOrders.search'),
        placeholder: t('workOrders.searchPlaceholder'),
      }}
      exportTo={{ path: EXPORT_PATH }}
      errorTitle={t('workOrders.loadFailed')}
      emptyText={t('workOrders.empty')}
    >
      <FilterSelect
        label={t('workOrders.vendor')}
        allLabel={t('workOrders.allVendors')}
        value={table.query.filters.vendor_id ?? ''}
        options={vendors.map((v) => ({ value: String(v.id), label: v.name }))}
        onChange={(v) => table.setFilter('vendor_id', v)}
      />
      <LocationFilter table={table} />
    </RecordListPage>
  );
}
