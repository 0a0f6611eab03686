import { useId, useMemo } from 'react';
import { Link } from 'shared/router';
import {
  VENDOR_CUSTOMER_ORDERINGS,
  type VendorCustomerListItem,
} from 'shared/contracts/vendorSales';
import { formatDate } from 'shared/dates';
import { ErrorState } from 'shared/ui';
import { stackedColumns, useTableQuery } from 'shared/ui/portal';
import { Input } from 'shared/ui/antd';
import { useBasePath } from '../../basePath';
import {
  RecordTable,
  sortableBy,
  toApiQuery,
} from '../../components/RecordTable';
import { vendorPortalPaths } from '../../paths';
import { useCustomerPage } from '../../records/salesHooks';
import '../../components/shopFloor.css';
import '../../components/vendorSales.css';

type Row = VendorCustomerListItem;
const EMPTY =
  'No customers yet. Add one here, or they are added when you create or import an order.';

/** The table's columns; the sortable ones show the URL's ordering. */
function customerColumns(basePath: string, ordering: string) {
  const sortable = sortableBy(ordering);
  return stackedColumns<Row>([
    {
      title: 'Name',
      ...sortable('name'),
      render: (_: unknown, row: Row) => (
        <Link to={vendorPortalPaths.customer(basePath, row.id)}>
          {`${row.first_name} ${row.last_name}`.trim()}
        </Link>
      ),
    },
    {
      title: 'Email',
      ...sortable('email'),
      render: (_: unknown, row: Row) => row.email,
    },
    {
      title: 'Phone',
      key: 'phone',
      render: (_: unknown, row: Row) => row.phone ?? '',
    },
    {
      title: 'Orders',
      ...sortable('orders_count'),
      render: (_: unknown, row: Row) => row.orders_count,
    },
    {
      title: 'Spent',
      ...sortable('total_spent'),
      render: (_: unknown, row: Row) => `$${row.total_spent}`,
    },
    {
      title: 'Last order',
      key: 'last_order_on',
      render: (_: unknown, row: Row) =>
        row.last_order_on ? formatDate(row.last_order_on) : 'None yet',
    },
  ]);
}

/** The vendor's own customers (/portal/customers): search, sorting and paging on the server, in the URL. */
export function CustomersPage() {
  const basePath = useBasePath();
  const searchId = useId();
  const table = useTableQuery({ filterKeys: [] });
  const apiQuery = toApiQuery(table.apiQuery, VENDOR_CUSTOMER_ORDERINGS, []);
  const ordering = String(apiQuery.ordering ?? '');
  const { page, error, isLoading, retry } = useCustomerPage(apiQuery);
  const columns = useMemo(
    () => customerColumns(basePath, ordering),
    [basePath, ordering],
  );
  return (
    <div className="vp-page vp-page--wide vp-stack">
      <div className="vp-heading-row">
        <h1>Customers</h1>
        <div className="vp-actions">
          <Link
            className="vs-link-button vs-link-button--primary"
            to={vendorPortalPaths.newCustomer(basePath)}
          >
            New customer
          </Link>
        </div>
      </div>
      <div className="vp-filters">
        <div>
          <label htmlFor={searchId}>Search</label>
          <Input.Search
            id={searchId}
            key={table.query.search}
            defaultValue={table.query.search}
            placeholder="Name, email or phone"
            allowClear
            enterButton="Search"
            onSearch={table.setSearch}
          />
        </div>
      </div>
      {error && !page ? (
        <ErrorState
          title="We could not load your customers."
          message={error.message}
          onRetry={retry}
        />
      ) : (
        <RecordTable
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          ordering={ordering}
          empty={EMPTY}
        />
      )}
    </div>
  );
}
