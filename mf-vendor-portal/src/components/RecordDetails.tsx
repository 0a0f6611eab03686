import type {
  VendorCustomer,
  VendorEvent,
  VendorLine,
} from 'shared/contracts/vendorSales';
import { stackedColumns, STACKED_TABLE_CLASS } from 'shared/ui/portal';
import { Table } from 'shared/ui/antd';
import { Timeline } from 'shared/ui/records';
import { statusLabel, type Machine } from 'shared/workflow';
import './shopFloor.css';
import './vendorSales.css';

/** Props of CustomerCard. */
export interface CustomerCardProps {
  customer: VendorCustomer;
}

/** The vendor's customer of an order or estimate. */
export function CustomerCard({ customer }: CustomerCardProps) {
  return (
    <section className="vp-card" aria-labelledby="vs-customer">
      <h2 id="vs-customer">Customer</h2>
      <dl className="vs-dl">
        <dt>Name</dt>
        <dd>{`${customer.first_name} ${customer.last_name}`.trim()}</dd>
        <dt>Email</dt>
        <dd>{customer.email}</dd>
        {customer.phone && (
          <>
            <dt>Phone</dt>
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

const LINE_COLUMNS = stackedColumns<VendorLine>([
  { title: 'Description', key: 'description', dataIndex: 'description' },
  { title: 'Quantity', key: 'quantity', dataIndex: 'quantity' },
  {
    title: 'Unit price',
    key: 'unit_price',
    render: (_: unknown, line: VendorLine) => `$${line.unit_price}`,
  },
  {
    title: 'Amount',
    key: 'amount',
    render: (_: unknown, line: VendorLine) => `$${line.amount}`,
  },
]);

/** An order's or estimate's lines (stacked rows under 600 px) and its total. */
export function LinesTable({ lines, total }: LinesTableProps) {
  return (
    <section className="vp-card" aria-labelledby="vs-lines">
      <h2 id="vs-lines">Lines</h2>
      <Table<VendorLine>
        className={STACKED_TABLE_CLASS}
        rowKey="id"
        columns={LINE_COLUMNS}
        dataSource={lines}
        pagination={false}
      />
      <p className="vs-total">Total: ${total}</p>
    </section>
  );
}

/** What happened, in words (a status as its label, never its code). */
export function describeVendorEvent(
  event: VendorEvent,
  machine: Machine<string>,
): string {
  if (event.kind === 'status' && event.to_status)
    return `Status: ${statusLabel(machine, event.to_status)}${event.body ? ` (${event.body})` : ''}`;
  return event.body || (event.kind === 'created' ? 'Created' : '');
}

/** Props of VendorTimeline. */
export interface VendorTimelineProps {
  events: VendorEvent[];
  machine: Machine<string>;
}

/** A record's timeline, oldest first: what happened, who did it and when. */
export function VendorTimeline({ events, machine }: VendorTimelineProps) {
  return (
    <Timeline
      events={events}
      describe={(event) => describeVendorEvent(event, machine)}
      fallbackActor="You"
    />
  );
}
