import { useMemo, useState } from 'react';
import type { WorkOrderSummary } from 'shared/contracts/repair';
import { downloadFile, saveFile } from 'shared/api';
import { Banner, ErrorState } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { Button, DownloadOutlined, Empty, Table } from 'shared/ui/antd';
import { WORK_ORDER } from 'shared/workflow';
import { STACKED_TABLE_CLASS } from 'shared/ui/portal';
import { localiseErrorMessage } from 'shared/i18n';
import { useBasePath } from '../../basePath';
import {
  WORK_ORDER_ORDERINGS,
  WORK_ORDERS_EXPORT,
} from '../../records/workOrderApi';
import { useVendorStores, useWorkOrders } from '../../records/workOrderHooks';
import { workOrderColumns } from './columns';
import { WorkOrderFilters } from './components/WorkOrderFilters';
import { useVendorT } from '../../i18n/t';
import '../../components/shopFloor.css';

const FILTERS = ['status', 'store_id'] as const;
const STATUSES = Object.keys(WORK_ORDER.labels);

/** The URL's view as the api takes it: an ordering or status it does not know is left out. */
function toApiQuery(raw: Record<string, string | number>) {
  const out = { ...raw };
  const ordering = String(out.ordering ?? '');
  if (ordering && !WORK_ORDER_ORDERINGS.includes(ordering.replace(/^-/, '')))
    delete out.ordering;
  if (out.status && !STATUSES.includes(String(out.status))) delete out.status;
  if (out.store_id && !/^\d{1,9}$/.test(String(out.store_id)))
    delete out.store_id;
  return out;
}

/** What the stores sent (/portal/workorders): status tabs with counts, search, store filter, sorting, paging in the URL, XLSX export. */
export function WorkOrdersPage() {
  const basePath = useBasePath();
  const t = useVendorT();
  const table = useTableQuery({ filterKeys: FILTERS });
  const { query } = table;
  const apiQuery = toApiQuery(table.apiQuery);
  const { page, error, isLoading, retry } = useWorkOrders(apiQuery);
  const [exportError, setExportError] = useState<string | null>(null);
  const stores = useVendorStores();
  const columns = useMemo(
    () => workOrderColumns(basePath, String(apiQuery.ordering ?? ''), t),
    [basePath, apiQuery.ordering, t],
  );

  const handleExport = async () => {
    setExportError(null);
    const { page: _p, page_size: _s, ...filters } = apiQuery;
    try {
      saveFile(await downloadFile(WORK_ORDERS_EXPORT, { ...filters }));
    } catch (e) {
      setExportError(
        e instanceof Error
          ? localiseErrorMessage(e.message)
          : t('lists.exportFailed'),
      );
    }
  };

  return (
    <div className="vp-page vp-page--wide vp-stack">
      <div className="vp-heading-row">
        <h1>{t('lists.workOrders.title')}</h1>
        <Button icon={<DownloadOutlined />} onClick={() => void handleExport()}>
          {t('lists.exportXlsx')}
        </Button>
      </div>
      {exportError && <Banner type="failure" title={exportError} />}
      <WorkOrderFilters
        status={query.filters.status ?? ''}
        search={query.search}
        storeId={query.filters.store_id ?? ''}
        counts={page?.status_counts ?? {}}
        stores={stores}
        onFilter={table.setFilter}
        onSearch={table.setSearch}
      />
      {error && !page ? (
        <ErrorState
          title={t('lists.workOrders.loadFailed')}
          message={localiseErrorMessage(error.message)}
          onRetry={retry}
        />
      ) : (
        <Table<WorkOrderSummary>
          className={STACKED_TABLE_CLASS}
          rowKey="id"
          loading={isLoading}
          columns={columns}
          dataSource={page?.results ?? []}
          locale={{
            emptyText: <Empty description={t('lists.workOrders.empty')} />,
          }}
          onChange={(pagination, _filters, sorter) => {
            const sort = Array.isArray(sorter) ? sorter[0] : sorter;
            const key =
              typeof sort?.columnKey === 'string' ? sort.columnKey : null;
            const ordering =
              key && sort?.order
                ? `${sort.order === 'descend' ? '-' : ''}${key}`
                : null;
            if ((ordering ?? '') !== (apiQuery.ordering ?? '')) {
              table.setOrdering(ordering ?? '');
              return;
            }
            table.setPage(pagination.current ?? 1, pagination.pageSize);
          }}
          pagination={{
            current: query.page,
            pageSize: query.page_size,
            total: page?.count ?? 0,
            pageSizeOptions: [10, 20, 50, 100],
            showSizeChanger: true,
            hideOnSinglePage: false,
          }}
        />
      )}
    </div>
  );
}
