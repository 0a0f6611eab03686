import { useMemo } from 'react';
import type { ImportRowError } from 'shared/contracts/vendorSales';
import { Table } from 'shared/ui/antd';
import { STACKED_TABLE_CLASS, stackedColumns } from 'shared/ui/portal';
import { useImportT } from './ImportErrors.catalogue';

const columnsOf = (t: (key: string) => string) =>
  stackedColumns<ImportRowError>([
    { title: t('row'), key: 'row', dataIndex: 'row' },
    { title: t('column'), key: 'column', dataIndex: 'column' },
    { title: t('problem'), key: 'message', dataIndex: 'message' },
  ]);

/**
 * ImportErrors' table. Its own module, loaded when a report is first shown: the table is not in
 * `shared/ui/antd/core`, and `shared/ui/form` must not pull the whole antd surface onto the pages
 * that use only the core (ADR 0002, amendment 2).
 */
export default function ImportErrorsTable({
  errors,
}: {
  errors: ImportRowError[];
}) {
  const t = useImportT();
  const columns = useMemo(() => columnsOf(t), [t]);
  return (
    <Table<ImportRowError>
      className={STACKED_TABLE_CLASS}
      rowKey={(error) => `${error.row}-${error.column}`}
      columns={columns}
      dataSource={errors}
      pagination={errors.length > 50 ? { pageSize: 50 } : false}
    />
  );
}
