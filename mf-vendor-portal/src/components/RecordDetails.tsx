import type {
  VendorCustomer,
  VendorEvent,
  VendorLine,
} from 'shared/contracts/vendorSales';
import { stackedColumns, STACKED_TABLE_CLASS } from 'shared/ui/portal';
import { Table } from 'shared/ui/antd';
import { Timeline } from 'shared/ui/records';
import { useMemo } from 'react';
import { formatApiAmount } from 'shared/i18n';
import type { Machine } from 'shared/workflow';
import { statusText, useVendorT, vpt, type Translate } from '../i18n/t';
import './shopFloor.css';
import './vendorSales.css';

/** Props of CustomerCard. */
export interface CustomerCardProps {
  customer: VendorCustomer;
}

/** The vendor's customer of an order or estimate. */
export function CustomerCard({ customer }: CustomerCardProps) {
  const t = useVendorT();
  return (
    <section className="vp-card" aria-labelledby="vs-customer">
      <h2 id="vs-customer">{t('parts.customer.title')}</h2>
      <dl className="vs-dl">
        <dt>{t('parts.customer.name')}</dt>
        <dd>{`${customer.first_name} ${customer.last_name}`.trim()}</dd>
        <dt>{t('parts.customer.email')}</dt>
        <dd>{customer.email}</dd>
        {customer.phone && (
          <>
            <dt>{t('parts.customer.phone')}</dt>
            <dd>{customer.phone}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

/** Props of LinesTable. */
export interface LinesTableProps {
  lines: VendorLine[];
  total: string;
}

const lineColumns = (t: Translate) =>
  stackedColumns<VendorLine>([
    {
      title: t('parts.lines.description'),
      key: 'description',
      dataIndex: 'description',
    },
    {
      title: t('parts.lines.quantity'),
      key: 'quantity',
      dataIndex: 'quantity',
    },
    {
      title: t('parts.lines.unitPrice'),
      key: 'unit_price',
      render: (_: unknown, line: VendorLine) =>
        formatApiAmount(line.unit_price),
    },
    {
      title: t('parts.lines.amount'),
      key: 'amount',
      render: (_: unknown, line: VendorLine) => formatApiAmount(line.amount),
    },
  ]);

/** An order's or estimate's lines (stacked rows under 600 px) and its total. */
export function LinesTable({ lines, total }: LinesTableProps) {
  const t = useVendorT();
  const columns = useMemo(() => lineColumns(t), [t]);
  return (
    <section className="vp-card" aria-labelledby="vs-lines">
      <h2 id="vs-lines">{t('parts.lines.title')}</h2>
      <Table<VendorLine>
        className={STACKED_TABLE_CLASS}
        rowKey="id"
        columns={columns}
        dataSource={lines}
        pagination={false}
      />
      <p className="vs-total">
        {t('parts.lines.total', { total: formatApiAmount(total) })}
      </p>
    </section>
  );
}

/** What happened, in words (a status as its label, never its code). */
export function describeVendorEvent(
  event: VendorEvent,
  machine: Machine<string>,
): string {
  if (event.kind === 'status' && event.to_status)
    return vpt(event.body ? 'parts.event.statusWith' : 'parts.event.status', {
      status: statusText(machine, event.to_status),
      note: event.body,
    });
  return (
    event.body || (event.kind === 'created' ? vpt('parts.event.created') : '')
  );
}

/** Props of VendorTimeline. */
export interface VendorTimelineProps {
  events: VendorEvent[];
  machine: Machine<string>;
}

/** A record's timeline, oldest first: what happened, who did it and when. */
export function VendorTimeline({ events, machine }: VendorTimelineProps) {
  const t = useVendorT();
  return (
    <Timeline
      events={events}
      describe={(event) => describeVendorEvent(event, machine)}
      fallbackActor={t('parts.event.you')}
    />
  );
}
