import type { VendorImportRecord } from 'shared/contracts/vendorSetup';
import { formatDateTime } from 'shared/dates';
import type { TableColumnsType } from 'shared/ui/antd';
import { Tag } from 'shared/ui/antd';

type Row = VendorImportRecord;

/** The import history's columns; when and file sort on the server. */
export const importColumns = (): TableColumnsType<Row> => [
  {
    title: 'When',
    key: 'created_on',
    sorter: true,
    render: (_: unknown, row: Row) => formatDateTime(row.created_on),
  },
  {
    title: 'File',
    key: 'file_name',
    sorter: true,
    render: (_: unknown, row: Row) => row.file_name,
  },
  {
    title: 'By',
    key: 'user_name',
    render: (_: unknown, row: Row) => row.user_name || 'Unknown',
  },
  {
    title: 'Result',
    key: 'status',
    render: (_: unknown, row: Row) =>
      row.status === 'imported' ? (
        <Tag color="success">
          Imported {row.orders_imported}{' '}
          {row.orders_imported === 1 ? 'order' : 'orders'}
        </Tag>
      ) : (
        <span>
          <Tag color="error">Refused</Tag> {row.message}
        </span>
      ),
  },
  {
    title: 'Rows imported',
    key: 'rows_imported',
    render: (_: unknown, row: Row) => row.rows_imported,
  },
  {
    title: 'Rows refused',
    key: 'rows_refused',
    render: (_: unknown, row: Row) => row.rows_refused,
  },
];
