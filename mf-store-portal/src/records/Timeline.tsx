import type { RecordEvent } from 'shared/contracts/repair';
import { ErrorState } from 'shared/ui';
import { Button, Card, Skeleton } from 'shared/ui/antd';
import { Timeline as EventList } from 'shared/ui/records';
import {
  ESTIMATE,
  SALES_ORDER,
  statusLabel,
  WORK_ORDER,
  type Machine,
} from 'shared/workflow';
import { useEvents } from './hooks';
import type { RecordPath } from './api';
import './records.css';

const MACHINES: Record<RecordEvent['record'], Machine<string>> = {
  sales_order: SALES_ORDER as Machine<string>,
  work_order: WORK_ORDER as Machine<string>,
  estimate: ESTIMATE as Machine<string>,
};

/** 'WO-1000042-1' for a work order's number. */
export const workOrderLabel = (no: string) => `WO-${no}`;

/** What happened, in words (a status in words, never its code). */
export function eventTitle(event: RecordEvent): string {
  const subject = event.work_order
    ? `Work order ${workOrderLabel(event.work_order.work_order_no)}`
    : '';
  if (event.kind === 'status' && event.to_status) {
    const machine = MACHINES[event.record];
    const to = statusLabel(machine, event.to_status);
    const from = event.from_status
      ? `${statusLabel(machine, event.from_status)} → `
      : '';
    return `${subject || 'Status'}: ${from}${to}`;
  }
  const kinds: Record<RecordEvent['kind'], string> = {
    status: 'Status changed',
    note: event.is_shared ? 'Note to the customer' : 'Internal note',
    image: `${event.image?.stage === 'after' ? 'After' : 'Before'} image`,
    charge: 'Charge',
    payment: 'Payment',
    created: 'Created',
    work_order: 'Work order',
    edit: 'Edited',
  };
  const kind = kinds[event.kind] ?? 'Event';
  return subject ? `${subject}: ${kind}` : kind;
}

/** A record's timeline, newest first: every status change, charge, payment, note and image, with who and when. */
export function Timeline({ path }: { path: RecordPath }) {
  const { events, isLoading, error, retry } = useEvents(path);
  return (
    <Card title="Timeline" size="small">
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : error ? (
        <ErrorState
          title="We could not load the timeline."
          message={error.message}
          onRetry={retry}
        />
      ) : (
        <EventList events={events} describe={eventTitle} newestFirst showBody />
      )}
      {!isLoading && !error && (
        <Button type="link" onClick={retry} className="rec-refresh">
          Refresh timeline
        </Button>
      )}
    </Card>
  );
}
