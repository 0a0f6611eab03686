import { useMemo, useState } from 'react';
import { Link } from 'shared/router';
import { SALES_ORDER_STATUSES } from 'shared/contracts/repair';
import { VENDOR_SALES_ORDER_ORDERINGS } from 'shared/contracts/vendorSales';
import { downloadFile, saveFile } from 'shared/api';
import { Banner, ErrorState } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { Button, DownloadOutlined } from 'shared/ui/antd';
import { DateRange } from 'shared/ui/table';
import { SALES_ORDER } from 'shared/workflow';
import { localiseErrorMessage } from 'shared/i18n';
import { useBasePath } from '../../basePath';
import { RecordListFilters } from '../../components/RecordListFilters';
import { RecordTable, toApiQuery } from '../../components/RecordTable';
import { vendorPortalPaths } from '../../paths';
import { SALES_ORDERS_EXPORT } from '../../records/salesApi';
import { useSalesOrders } from '../../records/salesHooks';
import { salesOrderColumns } from './columns';
import { useVendorT } from '../../i18n/t';
import '../../components/shopFloor.css';
import '../../components/vendorSales.css';

const FILTERS = ['status', 'date_from', 'date_to'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The vendor's own sales orders (/portal/sales-orders): status tabs with counts, search, dates, sorting and paging in the URL; XLSX export. */
export function SalesOrdersPage() {
  const basePath = useBasePath();
  const t = useVendorT();
  const table = useTableQuery({ filterKeys: FILTERS });
  const apiQuery = toApiQuery(
    table.apiQuery,
    VENDOR_SALES_ORDER_ORDERINGS,
    SALES_ORDER_STATUSES,
  );
  for (const key of ['date_from', 'date_to'])
    if (apiQuery[key] && !DATE.test(String(apiQuery[key])))
      delete apiQuery[key];
  const ordering = String(apiQuery.ordering ?? '');
  const [exportError, setExportError] = useState<string | null>(null);

  const handleExport = async () => {
    setExportError(null);
    const { page: _p, page_size: _s, ...filters } = apiQuery;
    try {
      saveFile(await downloadFile(SALES_ORDERS_EXPORT, { ...filters }));
    } catch (e) {
      setExportError(
        e instanceof Error
          ? localiseErrorMessage(e.message)
          : t('lists.exportFailed'),
      );
    }
  };
  const { page, error, isLoading, retry } = useSalesOrders(apiQuery);
  const columns = useMemo(
    () => salesOrderColumns(basePath, ordering, t),
    [basePath, ordering, t],
  );

  return (
    <div className="vp-page vp-page--wide vp-stack">
      <div className="vp-heading-row">
        <h1>{t('lists.salesOrders.title')}</h1>
        <div className="vp-actions">
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void handleExport()}
          >
            {t('lists.exportXlsx')}
          </Button>
          <Link
            className="vs-link-button"
            to={vendorPortalPaths.importSalesOrders(basePath)}
          >
            {t('lists.salesOrders.import')}
          </Link>
          <Link
            className="vs-link-button vs-link-button--primary"
            to={vendorPortalPaths.newSalesOrder(basePath)}
          >
            {t('lists.salesOrders.new')}
          </Link>
        </div>
      </div>
      {exportError && <Banner type="failure" title={exportError} />}
      <RecordListFilters
        machine={SALES_ORDER}
        status={table.query.filters.status ?? ''}
        search={table.query.search}
        searchPlaceholder={t('lists.salesOrders.searchPlaceholder')}
        counts={page?.status_counts ?? {}}
        onStatus={(value) => table.setFilter('status', value)}
        onSearch={table.setSearch}
      />
      <DateRange
        from={table.query.filters.date_from ?? ''}
        to={table.query.filters.date_to ?? ''}
        onChange={table.setFilters}
        wording="created"
        layout="stacked"
      />
      {error && !page ? (
        <ErrorState
          title={t('lists.salesOrders.loadFailed')}
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
          empty={t('lists.salesOrders.empty')}
        />
      )}
    </div>
  );
}
