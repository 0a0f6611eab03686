import type { ReactNode } from 'react';
import { useT } from 'shared/i18n';
import {
  Button,
  Empty,
  Skeleton,
  Table,
  type TableColumnsType,
  type TableProps,
} from 'shared/ui/antd';
import type { Page } from '../../contracts/repairParts';
import { STACKED_TABLE_CLASS, stackedColumns } from './stackedColumns';
import type { TableQueryState } from './useTableQuery';

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
  /** the empty state's action (e.g. a "New …" link), when nothing is filtered */
  emptyAction?: ReactNode;
  /** what the empty table says when a search or filter finds nothing */
  filteredText?: string;
  /** the button that clears them */
  clearText?: string;
  /** the loading skeleton's accessible name */
  loadingLabel?: string;
  /** the api's ordering when the URL names none, shown on its column */
  defaultOrdering?: string;
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
  emptyAction,
  filteredText,
  clearText,
  loadingLabel,
  defaultOrdering = '',
}: PagedTableProps<T>) {
  // the defaults read in the page's language ('common' namespace)
  const t = useT('common');
  filteredText ??= t('table.filtered');
  clearText ??= t('table.clear');
  loadingLabel ??= t('states.loading');
  const { query } = table;
  const ordering = query.ordering || defaultOrdering;
  const isFiltered =
    query.search !== '' ||
    Object.entries(query.filters).some(([k, v]) => k !== 'status' && v !== '');

  if (isLoading && !page) {
    return (
      <div role="status" aria-label={loadingLabel}>
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (page && page.count === 0) {
    return isFiltered ? (
      <Empty description={filteredText}>
        <Button onClick={table.clear}>{clearText}</Button>
      </Empty>
    ) : (
      <Empty description={emptyText}>{emptyAction}</Empty>
    );
  }
  const sorted = columns.map((column) =>
    column.sorter && column.key
      ? {
          ...column,
          sortOrder: sortOrderOf(ordering, String(column.key)),
        }
      : column,
  );
  const handleChange: TableProps<T>['onChange'] = (pagination, _f, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = one?.column?.key ? String(one.column.key) : '';
    const next = one?.order
      ? `${one.order === 'descend' ? '-' : ''}${key}`
      : '';
    if (next !== ordering) return table.setOrdering(next);
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
        showTotal: (total, [from, to]) => t('table.range', { from, to, total }),
      }}
    />
  );
}
