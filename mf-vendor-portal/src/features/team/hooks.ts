import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { TeamPage, TeamSeats } from 'shared/contracts/vendorTeam';
import { getTeam, getTeamSeats, teamKeys } from './api';

/** A page of the vendor's team for the URL's query. */
export function useTeam(query: Record<string, string | number>) {
  const { data, error, isLoading, mutate } = useSWR<TeamPage, Error>(
    teamKeys.list(query),
    () => getTeam(query),
    { keepPreviousData: true },
  );
  return { page: data, error, isLoading, retry: () => void mutate() };
}

/** The team's seats of the plan (asked again with the list after every move). */
export function useTeamSeats() {
  const { data, error } = useSWR<TeamSeats, Error>(
    teamKeys.seats(),
    getTeamSeats,
  );
  return { seats: data, error };
}

/** Asks every page of the team list and the seats again (after an invitation or a move). */
export function useRefreshTeam(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      mutate(
        (key) => Array.isArray(key) && key[0] === teamKeys.all()[0],
        undefined,
        { revalidate: true },
      ),
    [mutate],
  );
}
