import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { downloadFile, type Query } from 'shared/api';
import type { WorkOrder, WorkOrderPage } from 'shared/contracts/repair';
import { useRecordChanged } from 'shared/live';
import { getWorkOrder, getWorkOrders, qrPath, workOrderKeys } from './api';

/** One work order of the store; it reloads when it changes (the vendor moved it). */
export function useWorkOrder(id: string | undefined) {
  const { data, error, isLoading, mutate } = useSWR<WorkOrder, Error>(
    id ? workOrderKeys.detail(id) : null,
    () => getWorkOrder(id as string),
    { revalidateOnFocus: true },
  );
  useRecordChanged(
    (change) => change.record === 'work_order' && String(change.id) === id,
    () => void mutate(),
  );
  return {
    workOrder: data,
    isLoading,
    error,
    retry: () => void mutate(),
    refresh: () => mutate(),
  };
}

/** A page of the store's work orders; it reloads on any work order change. */
export function useWorkOrders(query: Query) {
  const { data, error, isLoading, mutate } = useSWR<WorkOrderPage, Error>(
    workOrderKeys.list(query),
    () => getWorkOrders(query),
    { revalidateOnFocus: true, keepPreviousData: true },
  );
  useRecordChanged(
    (change) => change.record === 'work_order',
    () => void mutate(),
  );
  return { page: data, isLoading, error, retry: () => void mutate() };
}

/** The work order's QR code (a PNG the api draws) as an object URL, or null until it loads. */
export function useQrImage(id: number): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let isCurrent = true;
    downloadFile(qrPath(id))
      .then(({ blob }) => {
        if (!isCurrent) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => {
        if (isCurrent) setUrl(null);
      });
    return () => {
      isCurrent = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id]);
  return url;
}
