import type {
  VendorCustomer,
  VendorEvent,
  VendorLine,
} from 'shared/contracts/vendorSales';
import { CustomerCard, LinesTable, Timeline } from 'shared/ui/records';
import type { Machine } from 'shared/workflow';
import { statusText, useVendorT, vpt } from '../i18n/t';

/** The vendor's customer of an order or estimate. */
export function VendorCustomerCard({ customer }: { customer: VendorCustomer }) {
  return (
    <CustomerCard
      customer={customer}
      email={customer.email}
      phone={customer.phone}
    />
  );
}

/** An order's or estimate's lines (stacked rows under 600 px) and its total. */
export function VendorLines({
  lines,
  total,
}: {
  lines: VendorLine[];
  total: string;
}) {
  return (
    <LinesTable
      wording="description"
      total={total}
      lines={lines.map((line) => ({
        id: line.id,
        name: line.description,
        quantity: line.quantity,
        unit_price: line.unit_price,
        amount: line.amount,
      }))}
    />
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
