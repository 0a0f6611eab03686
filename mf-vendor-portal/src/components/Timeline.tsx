import type { RecordEvent } from 'shared/contracts/repair';
import { formatDateTime } from 'shared/dates';
import {
  ESTIMATE,
  SALES_ORDER,
  statusLabel,
  WORK_ORDER,
} from 'shared/workflow';
import './shopFloor.css';

const label = (record: RecordEvent['record'], status: string) =>
  record === 'sales_order'
    ? statusLabel(SALES_ORDER, status)
    : record === 'estimate'
      ? statusLabel(ESTIMATE, status)
      : statusLabel(WORK_ORDER, status);

const ACTORS: Record<RecordEvent['actor'], string> = {
  store: 'the store',
  vendor: 'the vendor',
  customer: 'the customer',
  system: 'the platform',
};

/** What happened, in words (a status as its label, never its code). */
export function describeEvent(event: RecordEvent): string {
  switch (event.kind) {
    case 'status':
      return event.to_status
        ? `Status: ${label(event.record, event.to_status)}${event.body ? ` (${event.body})` : ''}`
        : event.body;
    case 'image':
      return event.image?.stage === 'after' ? 'After image' : 'Before image';
    case 'charge':
      return event.body || 'Extra charge';
    case 'created':
      return event.body || 'Created';
    default:
      return event.body;
  }
}

/** Props of Timeline. */
export interface TimelineProps {
  events: RecordEvent[];
  /** the list's accessible name */
  label?: string;
}

/** A record's timeline, oldest first: what happened, who did it and when. */
export function Timeline({ events, label = 'Timeline' }: TimelineProps) {
  if (events.length === 0) return <p>Nothing has happened yet.</p>;
  return (
    <ol className="vp-timeline" aria-label={label}>
      {events.map((event) => (
        <li key={event.id} className="vp-timeline__item">
          <p className="vp-timeline__what">{describeEvent(event)}</p>
          {event.image && (
            <img
              className="vp-timeline__image"
              src={event.image.url}
              alt={
                event.image.stage === 'after'
                  ? 'The piece after the work'
                  : 'The piece before the work'
              }
            />
          )}
          <p className="vp-timeline__when">
            {[
              event.actor_name || ACTORS[event.actor],
              formatDateTime(event.created_on),
            ].join(' · ')}
          </p>
        </li>
      ))}
    </ol>
  );
}
