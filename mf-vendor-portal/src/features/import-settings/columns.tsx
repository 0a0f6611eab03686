import type { VendorImportRecord } from 'shared/contracts/vendorSetup';
import { formatDateTime } from 'shared/dates';
import type { TableColumnsType } from 'shared/ui/antd';
import { Tag } from 'shared/ui/antd';
import type { Translate } from '../../i18n/t';

type Row = VendorImportRecord;

/** The import history's columns; when and file sort on the server. */
export const importColumns = (t: Translate): TableColumnsType<Row> => [
  {
    title: t('imports.column.when'),
    key: 'created_on',
    sorter: true,
    render: (_: unknown, row: Row) => formatDateTime(row.created_on),
  },
  {
    title: t('imports.column.file'),
    key: 'file_name',
    sorter: true,
    render: (_: unknown, row: Row) => row.file_name,
  },
  {
    title: t('imports.column.by'),
    key: 'user_name',
    render: (_: unknown, row: Row) =>
      row.user_name || t('imports.column.unknown'),
  },
  {
    title: t('imports.column.result'),
    key: 'status',
    render: (_: unknown, row: Row) =>
      row.status === 'imported' ? (
        <Tag color="success">
          {t('imports.column.imported', { count: row.orders_imported })}
        </Tag>
      ) : (
        <span>
          <Tag color="error">{t('imports.column.refused')}</Tag> {row.message}
        </span>
      ),
  },
  {
    title: t('imports.column.rowsImported'),
    key: 'rows_imported',
    render: (_: unknown, row: Row) => row.rows_imported,
  },
  {
    title: t('imports.column.rowsRefused'),
    key: 'rows_refused',
    render: (_: unknown, row: Row) => row.rows_refused,
  },
];
