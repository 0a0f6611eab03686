import { useMemo } from 'react';
import { formatApiAmount, useT, type TFunction } from 'shared/i18n';
import { Table, type TableColumnsType } from 'shared/ui/antd';
import { STACKED_TABLE_CLASS, stackedColumns } from 'shared/ui/portal';
import { TitledCard } from './TitledCard';
import './catalogue';
import './records.css';

/** An option chosen for a line when the record was placed ('Metal: Gold'). */
export interface LineChoice {
  label: string;
  value: string;
}

/** What the lines table reads of a line: both portals' order and estimate lines map to it. */
export interface RecordLine {
  id: number;
  /** the service's name, or the line's description */
  name: string;
  choices?: LineChoice[];
  quantity: number;
  /** 2-decimal amounts as the api gives them */
  unit_price: string;
  amount: string;
}

/** Props of LinesTable. */
export interface LinesTableProps {
  lines: RecordLine[];
  /** the record's total, said under the table ('Total: $70.00') */
  total?: string;
  /** the first column's word: a store's lines are services, a vendor's are descriptions */
  wording?: 'service' | 'description';
}

/** The options chosen for a line, under its name. */
export function LineChoices({ choices }: { choices: LineChoice[] }) {
  if (choices.length === 0) return null;
  return (
    <ul className="rec-choices">
      {choices.map((choice) => (
        <li key={`${choice.label}:${choice.value}`}>
          {choice.label}: {choice.value}
        </li>
      ))}
    </ul>
  );
}

const lineColumns = (
  t: TFunction,
  wording: 'service' | 'description',
): TableColumnsType<RecordLine> =>
  stackedColumns<RecordLine>([
    {
      title: t(wording === 'service' ? 'lines.service' : 'lines.description'),
      key: 'name',
      render: (_: unknown, line: RecordLine) => (
        <div>
          <strong>{line.name}</strong>
          <LineChoices choices={line.choices ?? []} />
        </div>
      ),
    },
    {
      title: t('lines.quantity'),
      dataIndex: 'quantity',
      key: 'quantity',
      align: 'right',
    },
    {
      title: t('lines.unitPrice'),
      key: 'unit_price',
      align: 'right',
      render: (_: unknown, line: RecordLine) =>
        formatApiAmount(line.unit_price),
    },
    {
      title: t(wording === 'service' ? 'lines.lineTotal' : 'lines.amount'),
      key: 'amount',
      align: 'right',
      render: (_: unknown, line: RecordLine) => formatApiAmount(line.amount),
    },
  ]);

/**
 * An order's or estimate's lines in a card headed 'Lines': each with the options chosen when it
 * was placed, stacked rows under 600 px, and the record's total when the page gives it.
 */
export function LinesTable({
  lines,
  total,
  wording = 'service',
}: LinesTableProps) {
  const t = useT('records');
  const columns = useMemo(() => lineColumns(t, wording), [t, wording]);
  return (
    <TitledCard title={t('lines.title')}>
      <Table<RecordLine>
        className={STACKED_TABLE_CLASS}
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={lines}
        pagination={false}
        locale={{ emptyText: t('lines.empty') }}
      />
      {total !== undefined && (
        <p className="rec-total">
          {t('lines.total', { total: formatApiAmount(total) })}
        </p>
      )}
    </TitledCard>
  );
}
