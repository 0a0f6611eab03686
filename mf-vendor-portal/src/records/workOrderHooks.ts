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
  getVendorStores,
  getWorkOrderEvents,
  getWorkOrders,
  scanWorkOrder,
  workOrderKeys,
  type VendorStore,
  type WorkOrderListQuery,
} from './workOrderApi';

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

/** Every open job: one request for all the open statuses (further pages only past 100 jobs). */
async function getOpenJobs(): Promise<WorkOrderSummary[]> {
  const query = { status: OPEN_STATUSES.join(','), ordering: '-due_date' };
  const jobs: WorkOrderSummary[] = [];
  for (let page = 1; ; page++) {
    const answer = await getWorkOrders({ ...query, page, page_size: 100 });
    jobs.push(...answer.results);
    if (answer.results.length === 0 || jobs.length >= answer.count) return jobs;
  }
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

/** The stores the vendor is linked to, by name (the list's store filter). */
export function useVendorStores(): VendorStore[] {
  const { data } = useSWR(workOrderKeys.stores(), getVendorStores);
  return data ?? [];
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
    /** set when the job is already back at the store */
    returnedOn: data?.returned_on,
    error,
    retry: () => void mutate(),
  };
}
