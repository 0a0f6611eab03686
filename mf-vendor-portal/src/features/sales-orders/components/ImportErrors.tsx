import type { ImportRowError } from 'shared/contracts/vendorSales';
import { stackedColumns, STACKED_TABLE_CLASS } from 'shared/ui';
import { Table } from 'shared/ui/antd';

const COLUMNS = stackedColumns<ImportRowError>([
  { title: 'Row', key: 'row', dataIndex: 'row' },
  { title: 'Column', key: 'column', dataIndex: 'column' },
  { title: 'Problem', key: 'message', dataIndex: 'message' },
]);

/** Props of ImportErrors. */
export interface ImportErrorsProps {
  errors: ImportRowError[];
}

/** The refused file's report: which row (row 1 is the header), which column, what is wrong. */
export function ImportErrors({ errors }: ImportErrorsProps) {
  if (errors.length === 0) return null;
  return (
    <section className="vp-card" aria-labelledby="import-errors">
      <h2 id="import-errors">Rows to fix</h2>
      <Table<ImportRowError>
        className={STACKED_TABLE_CLASS}
        rowKey={(error) => `${error.row}-${error.column}`}
        columns={COLUMNS}
        dataSource={errors}
        pagination={errors.length > 50 ? { pageSize: 50 } : false}
      />
    </section>
  );
}
