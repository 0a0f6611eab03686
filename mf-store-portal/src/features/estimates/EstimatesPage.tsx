import { useMemo } from 'react';
import { useTableQuery } from 'shared/ui/portal';
import { ESTIMATE } from 'shared/workflow';
import { useStorePortalT } from '../../i18n/t';
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
  const t = useStorePortalT();
  const columns = useMemo(() => estimateColumns(base, t), [base, t]);

  return (
    <RecordListPage
      headingId="es-list-title"
      title={t('estimates.title')}
      table={table}
      list={list}
      columns={columns}
      tabs={{
        label: t('estimates.tabs'),
        machine: ESTIMATE,
        statuses: ESTIMATE_STATUSES,
        statusLabel: (status) =>
          t(`estimates.statuses.${status}`, {
            defaultValue: ESTIMATE.labels[status],
          }),
      }}
      search={{
        label: t('estimates.search'),
        placeholder: t('estimates.searchPlaceholder'),
      }}
      errorTitle={t('estimates.loadFailed')}
      emptyText={t('estimates.empty')}
    >
      <LocationFilter table={table} />
      <DateRangeFilter table={table} />
    </RecordListPage>
  );
}
