import type { RecordEvent } from 'shared/contracts/repair';
import { formatDateTime } from 'shared/dates';
import { ErrorState } from 'shared/ui';
import { Button, Card, Skeleton, Tag } from 'shared/ui/antd';
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

const ACTORS: Record<RecordEvent['actor'], string> = {
  store: 'Store',
  vendor: 'Vendor',
  customer: 'Customer',
  system: 'System',
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

function TimelineItem({ event }: { event: RecordEvent }) {
  const who = event.actor_name || ACTORS[event.actor];
  return (
    <li className="rec-timeline__item">
      <p className="rec-timeline__title">
        <strong>{eventTitle(event)}</strong>{' '}
        {event.is_shared && event.kind !== 'status' && (
          <Tag color="blue">Shared with the customer</Tag>
        )}
      </p>
      {event.body && <p className="rec-timeline__body">{event.body}</p>}
      {event.image && (
        <a href={event.image.url} target="_blank" rel="noreferrer">
          <img
            className="rec-timeline__image"
            src={event.image.url}
            alt={`${event.image.stage === 'after' ? 'After' : 'Before'} image, added by ${who}`}
          />
        </a>
      )}
      <p className="rec-muted">
        {who} ·{' '}
        <time dateTime={event.created_on}>
          {formatDateTime(event.created_on)}
        </time>
      </p>
    </li>
  );
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
      ) : events.length === 0 ? (
        <p className="rec-muted">Nothing has happened yet.</p>
      ) : (
        <ol className="rec-timeline" aria-label="Timeline, newest first">
          {[...events].reverse().map((event) => (
            <TimelineItem key={event.id} event={event} />
          ))}
        </ol>
      )}
      {!isLoading && !error && (
        <Button type="link" onClick={retry} className="rec-refresh">
          Refresh timeline
        </Button>
      )}
    </Card>
  );
}
