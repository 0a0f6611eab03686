import useSWR from 'swr';
import { accessKeys, getResetLink, type ResetLink } from './api';

/** Whether a mailed reset link still works (and for which email). */
export function useResetLink(key: string, token: string) {
  const { data, error, isLoading } = useSWR<ResetLink, Error>(
    accessKeys.resetLink(key, token),
    () => getResetLink(key, token),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return { link: data, error, isLoading };
}
