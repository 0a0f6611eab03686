import type { TdHTMLAttributes } from 'react';
import type { TableColumnsType } from 'shared/ui/antd';
import './stacked.css';

/** Class of a Table whose rows become stacked cards under 600 px (see stacked.css). */
export const STACKED_TABLE_CLASS = 'ui-stacked';

/**
 * The columns with each cell carrying its column's title as `data-label`: under 600 px the table
 * hides its header row and shows that label beside each value instead. A cell's content should
 * be one element (the label and it are the cell's two flex items).
 */
export function stackedColumns<T>(
  columns: TableColumnsType<T>,
): TableColumnsType<T> {
  return columns.map((column) => {
    const label = typeof column.title === 'string' ? column.title : undefined;
    if (!label) return column;
    return {
      ...column,
      onCell: (record: T, index?: number) =>
        ({
          ...column.onCell?.(record, index),
          'data-label': label,
        }) as TdHTMLAttributes<HTMLTableCellElement>,
    };
  });
}
