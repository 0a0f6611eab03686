import { Table, type TableColumnsType } from 'shared/ui/antd';
import type { OrderLine } from 'shared/contracts';
import { STACKED_TABLE_CLASS, stackedColumns } from 'shared/ui/portal';
import { money } from './money';
import './details.css';

export interface OrderLinesProps {
  lines: OrderLine[];
}

const columns: TableColumnsType<OrderLine> = stackedColumns<OrderLine>([
  {
    title: 'Service',
    key: 'service',
    render: (_: unknown, line: OrderLine) => (
      <div>
        <strong>{line.service.name}</strong>
        {line.choices.length > 0 && (
          <ul className="detail-choices">
            {line.choices.map((choice) => (
              <li key={`${choice.label}:${choice.value}`}>
                {choice.label}: {choice.value}
              </li>
            ))}
          </ul>
        )}
      </div>
    ),
  },
  { title: 'Quantity', dataIndex: 'quantity', key: 'quantity', align: 'right' },
  {
    title: 'Unit price',
    key: 'unit_price',
    align: 'right',
    render: (_: unknown, line: OrderLine) => money(line.unit_price),
  },
  {
    title: 'Total',
    key: 'line_total',
    align: 'right',
    render: (_: unknown, line: OrderLine) => money(line.line_total),
  },
]);

/** The lines of an order or estimate with the options chosen when it was placed. */
export function OrderLines({ lines }: OrderLinesProps) {
  return (
    <Table<OrderLine>
      className={STACKED_TABLE_CLASS}
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={lines}
      pagination={false}
      locale={{ emptyText: 'No lines' }}
    />
  );
}
