import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { SALES_ORDER_STATUSES } from 'shared/contracts/repair';
import { VENDOR_SALES_ORDER_ORDERINGS } from 'shared/contracts/vendorSales';
import { ErrorState, useTableQuery } from 'shared/ui';
import { SALES_ORDER } from 'shared/workflow';
import { useBasePath } from '../../basePath';
import { RecordListFilters } from '../../components/RecordListFilters';
import { RecordTable, toApiQuery } from '../../components/RecordTable';
import { vendorPortalPaths } from '../../paths';
import { useSalesOrders } from '../../vendorSales/hooks';
import { salesOrderColumns } from './columns';
import '../../components/shopFloor.css';
import '../../components/vendorSales.css';

const FILTERS = ['status'] as const;
const EMPTY =
  'No sales orders here yet. Create one for a walk-in customer, or import several from a spreadsheet.';

/** The vendor's own sales orders (/portal/sales-orders): status tabs with counts, search, sorting and paging in the URL. */
export function SalesOrdersPage() {
  const basePath = useBasePath();
  const table = useTableQuery({ filterKeys: FILTERS });
  const apiQuery = toApiQuery(
    table.apiQuery,
    VENDOR_SALES_ORDER_ORDERINGS,
    SALES_ORDER_STATUSES,
  );
  const ordering = String(apiQuery.ordering ?? '');
  const { page, error, isLoading, retry } = useSalesOrders(apiQuery);
  const columns = useMemo(
    () => salesOrderColumns(basePath, ordering),
    [basePath, ordering],
  );

  return (
    <div className="vp-page vp-page--wide vp-stack">
      <div className="vp-heading-row">
        <h1>Sales orders</h1>
        <div className="vp-actions">
          <Link
            className="vs-link-button"
            to={vendorPortalPaths.importSalesOrders(basePath)}
          >
            Import orders
          </Link>
          <Link
            className="vs-link-button vs-link-button--primary"
            to={vendorPortalPaths.newSalesOrder(basePath)}
          >
            New order
          </Link>
        </div>
      </div>
      <RecordListFilters
        machine={SALES_ORDER}
        status={table.query.filters.status ?? ''}
        search={table.query.search}
        searchPlaceholder="Order, customer or email"
        counts={page?.status_counts ?? {}}
        onStatus={(value) => table.setFilter('status', value)}
        onSearch={table.setSearch}
      />
      {error && !page ? (
        <ErrorState
          title="We could not load your sales orders."
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
