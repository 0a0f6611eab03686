import type { RecordEvent } from 'shared/contracts/repair';
import { Timeline as EventList } from 'shared/ui/records';
import {
  ESTIMATE,
  SALES_ORDER,
  statusLabel,
  WORK_ORDER,
} from 'shared/workflow';

const label = (record: RecordEvent['record'], status: string) =>
  record === 'sales_order'
    ? statusLabel(SALES_ORDER, status)
    : record === 'estimate'
      ? statusLabel(ESTIMATE, status)
      : statusLabel(WORK_ORDER, status);

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
export function Timeline({ events, label }: TimelineProps) {
  return <EventList events={events} describe={describeEvent} label={label} />;
}
