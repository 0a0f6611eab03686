import useSWR from 'swr';
import type { Query } from 'shared/api';
import type { EstimatePage } from 'shared/contracts/repair';
import { useRecordChanged } from 'shared/live';
import { estimateKeys, getEstimate, getEstimates, type Estimate } from './api';

/** One estimate of the signed-in user's store; it reloads when it changes. */
export function useEstimate(id: string | undefined) {
  const { data, error, isLoading, mutate } = useSWR<Estimate, Error>(
    id ? estimateKeys.detail(id) : null,
    () => getEstimate(id as string),
    { revalidateOnFocus: true },
  );
  useRecordChanged(
    (change) => change.record === 'estimate' && String(change.id) === id,
    () => void mutate(),
  );
  return {
    estimate: data,
    isLoading,
    error,
    retry: () => void mutate(),
    refresh: () => mutate(),
  };
}

/** A page of the store's estimates; it reloads on any estimate change. */
export function useEstimates(query: Query) {
  const { data, error, isLoading, mutate } = useSWR<EstimatePage, Error>(
    estimateKeys.list(query),
    () => getEstimates(query),
    { revalidateOnFocus: true, keepPreviousData: true },
  );
  useRecordChanged(
    (change) => change.record === 'estimate',
    () => void mutate(),
  );
  return { page: data, isLoading, error, retry: () => void mutate() };
}
