import useSWR, { useSWRConfig } from 'swr';
import type { RecordEvent } from 'shared/contracts/repair';
import { useRecordChanged, type RecordChanged } from 'shared/live';
import { getEvents, recordKeys, type RecordPath } from './api';

const RECORDS: Record<string, RecordChanged['record']> = {
  'sales-orders': 'sales_order',
  'work-orders': 'work_order',
  estimates: 'estimate',
};

/** Does a pushed change concern the record at `path` (a sales order's work orders concern it too)? */
export function concerns(path: RecordPath, change: RecordChanged): boolean {
  const [kind = '', id = ''] = path.split('/');
  const record = RECORDS[kind];
  if (change.record === record && String(change.id) === id) return true;
  return record === 'sales_order' && String(change.sales_order_id) === id;
}

/** A record's timeline (oldest first, as the api answers it). */
export function useEvents(path: RecordPath) {
  const { data, error, isLoading, mutate } = useSWR<RecordEvent[], Error>(
    recordKeys.events(path),
    () => getEvents(path),
    { revalidateOnFocus: true },
  );
  useRecordChanged(
    (change) => concerns(path, change),
    () => void mutate(),
  );
  return {
    events: data ?? [],
    isLoading,
    error,
    retry: () => void mutate(),
  };
}

/** Reloads a record's timeline (after a note, image, move or charge). */
export function useRefreshEvents(path: RecordPath) {
  const { mutate } = useSWRConfig();
  return () => void mutate(recordKeys.events(path));
}
