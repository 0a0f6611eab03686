import useSWR from 'swr';
import { estimateKeys, getEstimate, type Estimate } from './api';

/** One estimate of the signed-in user's store. */
export function useEstimate(id: string | undefined) {
  const { data, error, isLoading, mutate } = useSWR<Estimate, Error>(
    id ? estimateKeys.detail(id) : null,
    () => getEstimate(id as string),
  );
  return { estimate: data, isLoading, error, retry: () => void mutate() };
}
