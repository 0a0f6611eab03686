import { useMemo } from 'react';
import { useTableQuery } from 'shared/ui/portal';
import {
  PAYMENT_STATUS_LABELS,
  SALES_ORDER,
  type PaymentStatus,
} from 'shared/workflow';
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
  const columns = useMemo(() => salesOrderColumns(base), [base]);

  return (
    <RecordListPage
      headingId="so-list-title"
      title="Sales orders"
      table={table}
      list={list}
      columns={columns}
      tabs={{
        label: 'Orders by status',
        machine: SALES_ORDER,
        statuses: SALES_ORDER_STATUSES,
      }}
      search={{
        label: 'Search orders',
        placeholder: 'Order number, customer or email',
      }}
      exportTo={{ path: EXPORT_PATH }}
      errorTitle="We could not load your sales orders."
      emptyText="No sales orders yet. Orders your customers place on your storefront appear here."
    >
      <LocationFilter table={table} />
      <FilterSelect
        label="Payment status"
        allLabel="Paid and unpaid"
        value={table.query.filters.payment_status ?? ''}
        options={['paid', 'unpaid', 'partially_refunded', 'refunded'].map(
          (value) => ({
            value,
            label: PAYMENT_STATUS_LABELS[value as PaymentStatus],
          }),
        )}
        onChange={(v) => table.setFilter('payment_status', v)}
      />
      <DateRangeFilter table={table} />
    </RecordListPage>
  );
}
