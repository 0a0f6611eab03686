import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  RecordEvent,
  WorkOrder,
  WorkOrderSummary,
} from 'shared/contracts/repair';
import { useRecordChanged } from 'shared/live';
import {
  getWorkOrder,
  getWorkOrderEvents,
  getWorkOrders,
  scanWorkOrder,
  workOrderKeys,
  type WorkOrderListQuery,
} from './api';

// Every page showing work orders revalidates when the push connection announces a change of one
// (shared/live) and when the tab regains focus.
const LIVE = { revalidateOnFocus: true } as const;

const OPEN_STATUSES = ['assigned', 'accepted', 'in_progress', 'on_hold'];

/** One work order of the signed-in vendor, and its timeline. */
export function useWorkOrder(id: number | null) {
  const detail = useSWR<WorkOrder, Error>(
    id ? workOrderKeys.detail(id) : null,
    () => getWorkOrder(id as number),
    LIVE,
  );
  const events = useSWR<RecordEvent[], Error>(
    id ? workOrderKeys.events(id) : null,
    () => getWorkOrderEvents(id as number),
    LIVE,
  );
  const { mutate: mutateDetail } = detail;
  const { mutate: mutateEvents } = events;
  const refresh = useCallback(
    () => Promise.all([mutateDetail(), mutateEvents()]).then(() => undefined),
    [mutateDetail, mutateEvents],
  );
  useRecordChanged(
    (change) => change.record === 'work_order' && change.id === id,
    () => void refresh(),
  );
  return {
    workOrder: detail.data,
    events: events.data,
    isLoading: detail.isLoading,
    error: detail.error,
    eventsError: events.error,
    refresh,
  };
}

/** A page of the vendor's work orders, as the list's URL asks. */
export function useWorkOrders(query: WorkOrderListQuery) {
  const { data, error, isLoading, mutate } = useSWR(
    workOrderKeys.list(query),
    () => getWorkOrders(query),
    { ...LIVE, keepPreviousData: true },
  );
  useRecordChanged(
    (change) => change.record === 'work_order',
    () => void mutate(),
  );
  return { page: data, error, isLoading, retry: () => void mutate() };
}

/** Up to 100 jobs of each open status (the list filters one status at a time), latest due first. */
async function getOpenJobs(): Promise<WorkOrderSummary[]> {
  const pages = await Promise.all(
    OPEN_STATUSES.map((status) =>
      getWorkOrders({ status, ordering: '-due_date', page: 1, page_size: 100 }),
    ),
  );
  return pages.flatMap((page) => page.results);
}

const dueRank = (due: string | null) => (due ? Date.parse(due) : -Infinity);

/** The vendor's open jobs (not rejected, done or returned), newest due date first. */
export function useOpenJobs() {
  const { data, error, isLoading, mutate } = useSWR(
    workOrderKeys.open(),
    getOpenJobs,
    LIVE,
  );
  useRecordChanged(
    (change) => change.record === 'work_order',
    () => void mutate(),
  );
  const jobs = [...(data ?? [])].sort(
    (a, b) => dueRank(b.due_date) - dueRank(a.due_date) || b.id - a.id,
  );
  return { jobs, error, isLoading, retry: () => void mutate() };
}

/**
 * The stores the vendor has work from (the list's store filter), read from its latest 100 work
 * orders. TODO(issue-10): the api has no list of the vendor's linked stores yet.
 */
export function useVendorStores() {
  const { data } = useSWR(workOrderKeys.recent(), () =>
    getWorkOrders({ page: 1, page_size: 100 }),
  );
  const stores = new Map<number, string>();
  for (const row of data?.results ?? [])
    stores.set(row.store.id, row.store.name);
  return [...stores]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Revalidates a work order everywhere it is shown (after a move, an edit or an upload). */
export function useRefreshWorkOrder() {
  const { mutate } = useSWRConfig();
  return (id: number) =>
    Promise.all([
      mutate(workOrderKeys.detail(id)),
      mutate(workOrderKeys.events(id)),
    ]);
}

/** The work order an envelope's QR code names (an error with status 404 when it is not the vendor's). */
export function useScan(storeId: string, vendorId: string, orderNo: string) {
  const { data, error, mutate } = useSWR(
    ['vendor/scan', storeId, vendorId, orderNo],
    () => scanWorkOrder(storeId, vendorId, orderNo),
    { shouldRetryOnError: false },
  );
  return {
    workOrderId: data?.work_order_id,
    error,
    retry: () => void mutate(),
  };
}
