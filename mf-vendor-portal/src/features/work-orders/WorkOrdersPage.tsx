import { useMemo, useState } from 'react';
import type { WorkOrderSummary } from 'shared/contracts/repair';
import { Banner, ErrorState } from 'shared/ui';
import { Button, DownloadOutlined, Empty, Table } from 'shared/ui/antd';
import { useBasePath } from '../../basePath';
import { STACKED_TABLE_CLASS } from '../../components/stackedColumns';
import { WORK_ORDERS_EXPORT } from '../../workOrders/api';
import { downloadFile } from '../../workOrders/download';
import { useVendorStores, useWorkOrders } from '../../workOrders/hooks';
import { workOrderColumns } from './columns';
import { WorkOrderFilters } from './components/WorkOrderFilters';
import { PAGE_SIZES, useListQuery } from './useListQuery';
import '../../components/shopFloor.css';

const EMPTY =
  'No work orders here yet. When a store sends you work, it appears in this list and your bell rings; open it to accept or reject it.';

/** What the stores sent (/portal/workorders): status tabs with counts, search, store filter, sorting, paging in the URL, XLSX export. */
export function WorkOrdersPage() {
  const basePath = useBasePath();
  const { query, update } = useListQuery();
  const { page, error, isLoading, retry } = useWorkOrders(query);
  const [exportError, setExportError] = useState<string | null>(null);
  const stores = useVendorStores();
  const columns = useMemo(
    () => workOrderColumns(basePath, query.ordering),
    [basePath, query.ordering],
  );

  const handleExport = async () => {
    setExportError(null);
    const { page: _p, page_size: _s, ...filters } = query;
    try {
      await downloadFile(
        WORK_ORDERS_EXPORT,
        { ...filters },
        'work-orders.xlsx',
      );
    } catch (e) {
      setExportError(e instanceof Error ? e.message : 'The export failed.');
    }
  };

  return (
    <div className="vp-page vp-page--wide vp-stack">
      <div className="vp-heading-row">
        <h1>Work orders</h1>
        <Button icon={<DownloadOutlined />} onClick={() => void handleExport()}>
          Export XLSX
        </Button>
      </div>
      {exportError && <Banner type="failure" title={exportError} />}
      <WorkOrderFilters
        query={query}
        page={page}
        stores={stores}
        onChange={update}
      />
      {error && !page ? (
        <ErrorState
          title="We could not load your work orders."
          message={error.message}
          onRetry={retry}
        />
      ) : (
        <Table<WorkOrderSummary>
          className={STACKED_TABLE_CLASS}
          rowKey="id"
          loading={isLoading}
          columns={columns}
          dataSource={page?.results ?? []}
          locale={{ emptyText: <Empty description={EMPTY} /> }}
          onChange={(pagination, _filters, sorter) => {
            const sort = Array.isArray(sorter) ? sorter[0] : sorter;
            const key =
              typeof sort?.columnKey === 'string' ? sort.columnKey : null;
            const ordering =
              key && sort?.order
                ? `${sort.order === 'descend' ? '-' : ''}${key}`
                : null;
            if (ordering !== (query.ordering ?? null)) {
              update({ ordering });
              return;
            }
            update({
              page: pagination.current ?? 1,
              page_size: pagination.pageSize ?? query.page_size,
            });
          }}
          pagination={{
            current: query.page,
            pageSize: query.page_size,
            total: page?.count ?? 0,
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            hideOnSinglePage: false,
          }}
        />
      )}
    </div>
  );
}
