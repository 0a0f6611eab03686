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
import { errorWords, spt, useStorePortalT, type Translate } from '../i18n/t';
import { useEvents } from './hooks';
import type { RecordPath } from './api';
import './records.css';

const MACHINES: Record<RecordEvent['record'], Machine<string>> = {
  sales_order: SALES_ORDER as Machine<string>,
  work_order: WORK_ORDER as Machine<string>,
  estimate: ESTIMATE as Machine<string>,
};

/** Where each record's statuses are in the catalogue. */
const STATUS_KEYS: Record<RecordEvent['record'], string> = {
  sales_order: 'salesOrders',
  work_order: 'workOrders',
  estimate: 'estimates',
};

/** 'WO-1000042-1' for a work order's number. */
export const workOrderLabel = (no: string) => `WO-${no}`;

/** What happened, in words (a status in words, never its code), in the page's language. */
export function eventTitle(event: RecordEvent, t: Translate = spt): string {
  const subject = event.work_order
    ? t('recordForms.event.workOrder', {
        label: workOrderLabel(event.work_order.work_order_no),
      })
    : '';
  if (event.kind === 'status' && event.to_status) {
    const machine = MACHINES[event.record];
    // the page's words for the status, the workflow's English when the catalogue has none
    const label = (status: string) =>
      t(`${STATUS_KEYS[event.record]}.statuses.${status}`, {
        defaultValue: statusLabel(machine, status),
      });
    const to = label(event.to_status);
    const from = event.from_status ? `${label(event.from_status)} → ` : '';
    return t('recordForms.event.titled', {
      subject: subject || t('recordForms.event.status'),
      what: `${from}${to}`,
    });
  }
  const kinds: Record<RecordEvent['kind'], string> = {
    status: 'statusChanged',
    note: event.is_shared ? 'sharedNote' : 'internalNote',
    image: event.image?.stage === 'after' ? 'afterImage' : 'beforeImage',
    charge: 'charge',
    payment: 'payment',
    created: 'created',
    work_order: 'workOrderKind',
    edit: 'edited',
  };
  const kind = t(`recordForms.event.${kinds[event.kind] ?? 'other'}`);
  return subject
    ? t('recordForms.event.titled', { subject, what: kind })
    : kind;
}

/** A record's timeline, newest first: every status change, charge, payment, note and image, with who and when. */
export function Timeline({ path }: { path: RecordPath }) {
  const { events, isLoading, error, retry } = useEvents(path);
  const t = useStorePortalT();
  return (
    <Card title={t('recordForms.timeline')} size="small">
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : error ? (
        <ErrorState
          title={t('recordForms.timelineFailed')}
          message={errorWords(error)}
          onRetry={retry}
        />
      ) : (
        <EventList
          events={events}
          describe={(event) => eventTitle(event, t)}
          newestFirst
          showBody
        />
      )}
      {!isLoading && !error && (
        <Button type="link" onClick={retry} className="rec-refresh">
          {t('recordForms.refresh')}
        </Button>
      )}
    </Card>
  );
}
