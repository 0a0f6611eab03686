import { useId, useMemo } from 'react';
import { Link } from 'shared/router';
import {
  VENDOR_CUSTOMER_ORDERINGS,
  type VendorCustomerListItem,
} from 'shared/contracts/vendorSales';
import { formatDate } from 'shared/dates';
import { ErrorState } from 'shared/ui';
import { stackedColumns, useTableQuery } from 'shared/ui/portal';
import { formatMoney, localiseErrorMessage } from 'shared/i18n';
import { Input } from 'shared/ui/antd';
import { useBasePath } from '../../basePath';
import {
  RecordTable,
  sortableBy,
  toApiQuery,
} from '../../components/RecordTable';
import { useVendorT, type Translate } from '../../i18n/t';
import { vendorPortalPaths } from '../../paths';
import { useCustomerPage } from '../../records/salesHooks';
import '../../components/shopFloor.css';
import '../../components/vendorSales.css';

type Row = VendorCustomerListItem;

/** The table's columns; the sortable ones show the URL's ordering. */
function customerColumns(basePath: string, ordering: string, t: Translate) {
  const sortable = sortableBy(ordering);
  return stackedColumns<Row>([
    {
      title: t('lists.columns.name'),
      ...sortable('name'),
      render: (_: unknown, row: Row) => (
        <Link to={vendorPortalPaths.customer(basePath, row.id)}>
          {`${row.first_name} ${row.last_name}`.trim()}
        </Link>
      ),
    },
    {
      title: t('lists.columns.email'),
      ...sortable('email'),
      render: (_: unknown, row: Row) => row.email,
    },
    {
      title: t('lists.columns.phone'),
      key: 'phone',
      render: (_: unknown, row: Row) => row.phone ?? '',
    },
    {
      title: t('lists.columns.orders'),
      ...sortable('orders_count'),
      render: (_: unknown, row: Row) => row.orders_count,
    },
    {
      title: t('lists.columns.spent'),
      ...sortable('total_spent'),
      render: (_: unknown, row: Row) => formatMoney(row.total_spent),
    },
    {
      title: t('lists.columns.lastOrder'),
      key: 'last_order_on',
      render: (_: unknown, row: Row) =>
        row.last_order_on ? formatDate(row.last_order_on) : t('lists.none'),
    },
  ]);
}

/** The vendor's own customers (/portal/customers): search, sorting and paging on the server, in the URL. */
export function CustomersPage() {
  const basePath = useBasePath();
  const t = useVendorT();
  const searchId = useId();
  const table = useTableQuery({ filterKeys: [] });
  const apiQuery = toApiQuery(table.apiQuery, VENDOR_CUSTOMER_ORDERINGS, []);
  const ordering = String(apiQuery.ordering ?? '');
  const { page, error, isLoading, retry } = useCustomerPage(apiQuery);
  const columns = useMemo(
    () => customerColumns(basePath, ordering, t),
    [basePath, ordering, t],
  );
  return (
    <div className="vp-page vp-page--wide vp-stack">
      <div className="vp-heading-row">
        <h1>{t('lists.customers.title')}</h1>
        <div className="vp-actions">
          <Link
            className="vs-link-button vs-link-button--primary"
            to={vendorPortalPaths.newCustomer(basePath)}
          >
            {t('lists.customers.new')}
          </Link>
        </div>
      </div>
      <div className="vp-filters">
        <div>
          <label htmlFor={searchId}>{t('lists.search')}</label>
          <Input.Search
            id={searchId}
            key={table.query.search}
            defaultValue={table.query.search}
            placeholder={t('lists.customers.searchPlaceholder')}
            allowClear
            enterButton={t('lists.search')}
            onSearch={table.setSearch}
          />
        </div>
      </div>
      {error && !page ? (
        <ErrorState
          title={t('lists.customers.loadFailed')}
          message={localiseErrorMessage(error.message)}
          onRetry={retry}
        />
      ) : (
        <RecordTable
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          ordering={ordering}
          empty={t('lists.customers.empty')}
        />
      )}
    </div>
  );
}
