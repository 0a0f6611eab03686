import type { ReactNode } from 'react';
import type { Page } from 'shared/contracts/repair';
import { STACKED_TABLE_CLASS, type TableQueryState } from 'shared/ui/portal';
import { Empty, Skeleton, Table, type TableColumnsType } from 'shared/ui/antd';

/** Props of RecordTable. */
export interface RecordTableProps<T> {
  columns: TableColumnsType<T>;
  page: Page<T> | undefined;
  isLoading: boolean;
  /** the URL's table state (useTableQuery) */
  table: TableQueryState;
  /** the ordering the api was asked for ('' = its default) */
  ordering: string;
  empty: ReactNode;
  /** the table's accessible name */
  label?: string;
  /** given: a skeleton (named so) stands in for the table until the first page arrives */
  loadingLabel?: string;
}

/**
 * A server-side paged table of the vendor's records (stacked rows under 600 px): a sort or a page
 * change lands in the URL, which asks the api again.
 */
export function RecordTable<T extends { id: number }>({
  columns,
  page,
  isLoading,
  table,
  ordering,
  empty,
  label,
  loadingLabel,
}: RecordTableProps<T>) {
  const { query } = table;
  if (loadingLabel && isLoading && !page)
    return (
      <div role="status" aria-label={loadingLabel}>
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      </div>
    );
  return (
    <Table<T>
      aria-label={label}
      className={STACKED_TABLE_CLASS}
      rowKey="id"
      loading={isLoading}
      columns={columns}
      dataSource={page?.results ?? []}
      locale={{ emptyText: <Empty description={empty} /> }}
      onChange={(pagination, _filters, sorter) => {
        const sort = Array.isArray(sorter) ? sorter[0] : sorter;
        const key = typeof sort?.columnKey === 'string' ? sort.columnKey : null;
        const next =
          key && sort?.order
            ? `${sort.order === 'descend' ? '-' : ''}${key}`
            : '';
        if (next !== ordering) {
          table.setOrdering(next);
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
  );
}

type SortOrder = 'ascend' | 'descend' | null;

/** A sortable column's antd props, showing the URL's ordering. */
export const sortableBy = (ordering: string) => (key: string) => ({
  key,
  sorter: true,
  sortOrder: (ordering === key
    ? 'ascend'
    : ordering === `-${key}`
      ? 'descend'
      : null) as SortOrder,
  sortDirections: ['ascend', 'descend'] as ('ascend' | 'descend')[],
});

/** The URL's view as the api takes it: an ordering or status it does not know is left out. */
export function toApiQuery(
  raw: Record<string, string | number>,
  orderings: readonly string[],
  statuses: readonly string[],
): Record<string, string | number> {
  const out = { ...raw };
  const ordering = String(out.ordering ?? '');
  if (ordering && !orderings.includes(ordering.replace(/^-/, '')))
    delete out.ordering;
  if (out.status && !statuses.includes(String(out.status))) delete out.status;
  return out;
}
