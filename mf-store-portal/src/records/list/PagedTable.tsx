import type { ReactNode } from 'react';
import type { Page } from 'shared/contracts/repair';
import {
  STACKED_TABLE_CLASS,
  stackedColumns,
  type TableQueryState,
} from 'shared/ui';
import {
  Button,
  Empty,
  Skeleton,
  Table,
  type TableColumnsType,
  type TableProps,
} from 'shared/ui/antd';

/** Props of PagedTable. */
export interface PagedTableProps<T extends { id: number }> {
  /** the table's accessible name */
  label: string;
  columns: TableColumnsType<T>;
  page: Page<T> | undefined;
  isLoading: boolean;
  table: TableQueryState;
  /** what the empty table says when nothing is filtered (what to do next) */
  emptyText: ReactNode;
}

/** The sort order antd shows for a column, read from the URL's `ordering`. */
function sortOrderOf(ordering: string, key: string) {
  if (ordering === key) return 'ascend' as const;
  if (ordering === `-${key}`) return 'descend' as const;
  return null;
}

/**
 * A server-side paged, sortable table kept in the URL (useTableQuery): loading skeleton, an empty
 * state that says what to do, stacked rows under 600 px. Columns with `sorter: true` sort by their key.
 */
export function PagedTable<T extends { id: number }>({
  label,
  columns,
  page,
  isLoading,
  table,
  emptyText,
}: PagedTableProps<T>) {
  const { query } = table;
  const isFiltered =
    query.search !== '' ||
    Object.entries(query.filters).some(([k, v]) => k !== 'status' && v !== '');

  if (isLoading && !page) {
    return <Skeleton active title={false} paragraph={{ rows: 6 }} />;
  }
  if (page && page.count === 0) {
    return isFiltered ? (
      <Empty description="Nothing matches this search and these filters.">
        <Button onClick={table.clear}>Clear search and filters</Button>
      </Empty>
    ) : (
      <Empty description={emptyText} />
    );
  }
  const sorted = columns.map((column) =>
    column.sorter && column.key
      ? {
          ...column,
          sortOrder: sortOrderOf(query.ordering, String(column.key)),
        }
      : column,
  );
  const handleChange: TableProps<T>['onChange'] = (pagination, _f, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = one?.column?.key ? String(one.column.key) : '';
    const ordering = one?.order
      ? `${one.order === 'descend' ? '-' : ''}${key}`
      : '';
    if (ordering !== query.ordering) return table.setOrdering(ordering);
    table.setPage(pagination.current ?? 1, pagination.pageSize);
  };
  return (
    <Table<T>
      aria-label={label}
      className={STACKED_TABLE_CLASS}
      rowKey="id"
      columns={stackedColumns(sorted)}
      dataSource={page?.results ?? []}
      loading={isLoading}
      onChange={handleChange}
      pagination={{
        current: query.page,
        pageSize: query.page_size,
        total: page?.count ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total, [from, to]) => `${from}–${to} of ${total}`,
      }}
    />
  );
}
