import { useMemo } from 'react';
import { useTableQuery } from 'shared/ui/portal';
import { SALES_ORDER } from 'shared/workflow';
import { useStorePortalT } from '../../i18n/t';
import { SALES_ORDER_STATUSES } from '../../records/listStatuses';
import { FilterSelect } from '../../records/list/FilterBar';
import {
  DateRangeFilter,
  LocationFilter,
  RecordListPage,
} from '../../records/list/RecordListPage';
import { usePortalBase } from '../../records/basePath';
import { EXPORT_PATH, LIST_FILTERS } from './api';
import { salesOrderColumns } from './columns';
import { useSalesOrders } from './hooks';

/** The store's sales orders (/portal/sales-orders): status tabs, search, filters, sorting, paging, export. */
export function SalesOrdersPage() {
  const table = useTableQuery({ filterKeys: LIST_FILTERS });
  const list = useSalesOrders(table.apiQuery);
  const base = usePortalBase();
  const t = useStorePortalT();
  const columns = useMemo(() => salesOrderColumns(base, t), [base, t]);

  return (
    <RecordListPage
      headingId="so-list-title"
      title={t('salesOrders.title')}
      table={table}
      list={list}
      columns={columns}
      tabs={{
        label: t('salesOrders.tabs'),
        machine: SALES_ORDER,
        statuses: SALES_ORDER_STATUSES,
        statusLabel: (status) =>
          t(`salesOrders.statuses.${status}`, {
            defaultValue: SALES_ORDER.labels[status],
          }),
      }}
      search={{
        label: t('salesOrders.search'),
        placeholder: t('salesOrders.searchPlaceholder'),
      }}
      exportTo={{ path: EXPORT_PATH }}
      errorTitle={t('salesOrders.loadFailed')}
      emptyText={t('salesOrders.empty')}
    >
      <LocationFilter table={table} />
      <FilterSelect
        label={t('salesOrders.paymentStatus')}
        allLabel={t('salesOrders.paidAndUnpaid')}
        value={table.query.filters.payment_status ?? ''}
        options={['paid', 'unpaid', 'partially_refunded', 'refunded'].map(
          (value) => ({
            value,
            label: t(`salesOrders.payments.${value}`),
          }),
        )}
        onChange={(v) => table.setFilter('payment_status', v)}
      />
      <DateRangeFilter table={table} />
    </RecordListPage>
  );
}
