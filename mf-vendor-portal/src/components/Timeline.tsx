import type { RecordEvent } from 'shared/contracts/repair';
import { Timeline as EventList } from 'shared/ui/records';
import { ESTIMATE, SALES_ORDER, WORK_ORDER } from 'shared/workflow';
import { statusText, vpt } from '../i18n/t';

const label = (record: RecordEvent['record'], status: string) =>
  record === 'sales_order'
    ? statusText(SALES_ORDER, status)
    : record === 'estimate'
      ? statusText(ESTIMATE, status)
      : statusText(WORK_ORDER, status);

/** What happened, in words (a status as its label, never its code). */
export function describeEvent(event: RecordEvent): string {
  switch (event.kind) {
    case 'status':
      return event.to_status
        ? vpt(
            event.body
              ? 'shopFloor.event.statusWith'
              : 'shopFloor.event.status',
            {
              status: label(event.record, event.to_status),
              note: event.body,
            },
          )
        : event.body;
    case 'image':
      return vpt(
        event.image?.stage === 'after'
          ? 'shopFloor.event.after'
          : 'shopFloor.event.before',
      );
    case 'charge':
      return event.body || vpt('shopFloor.event.charge');
    case 'created':
      return event.body || vpt('shopFloor.event.created');
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
