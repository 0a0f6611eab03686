import useSWR from 'swr';
import {
  accessKeys,
  getResetLink,
  type AccessSide,
  type ResetLink,
} from './api';

/** Whether a mailed reset link still works (and for which email). */
export function useResetLink(side: AccessSide, key: string, token: string) {
  const { data, error, isLoading } = useSWR<ResetLink, Error>(
    accessKeys.resetLink(side, key, token),
    () => getResetLink(side, key, token),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return { link: data, error, isLoading };
}
