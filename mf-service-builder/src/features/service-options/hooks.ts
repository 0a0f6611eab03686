import { useMemo } from 'react';
import useSWR from 'swr';
import { getService, serviceKeys, type Service } from './api';

/** Options in builder order (spec section 3: options are ordered by sequence). */
export function sortBySequence<T extends { sequence: number }>(
  options: readonly T[],
): T[] {
  return [...options].sort((a, b) => a.sequence - b.sequence);
}

/** One service of the given store with its options sorted by sequence. */
export function useService(storeId: number | null, serviceId: number | null) {
  const key =
    storeId && serviceId ? serviceKeys.detail(storeId, serviceId) : null;
  const { data, error, isLoading, mutate } = useSWR<Service, Error>(key, () =>
    getService(storeId as number, serviceId as number),
  );
  const options = useMemo(
    () => (data ? sortBySequence(data.options) : []),
    [data],
  );
  return { service: data, options, isLoading, error, retry: () => mutate() };
}
