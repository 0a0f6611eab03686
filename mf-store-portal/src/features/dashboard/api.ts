import useSWR from 'swr';
import { api } from 'shared/api';
import type { Dashboard } from 'shared/contracts/settings';

// The owner's dashboard: one call answers every figure.

export interface DashboardFilter {
  from: string;
  to: string;
  /** '' = every location of the caller */
  location: string;
}

export function getDashboard(
  storeId: number,
  filter: DashboardFilter,
): Promise<Dashboard> {
  const query: Record<string, string> = {
    from: filter.from,
    to: filter.to,
    utc_offset: String(-new Date().getTimezoneOffset()),
  };
  if (filter.location) query.location_id = filter.location;
  return api.get<Dashboard>(`stores/${storeId}/dashboard`, { query });
}

/** The dashboard's figures for the filter (the previous figures stay while the next load). */
export function useDashboard(storeId: number | null, filter: DashboardFilter) {
  const { data, error, isLoading, mutate } = useSWR<Dashboard, Error>(
    storeId ? ['stores', storeId, 'dashboard', filter] : null,
    () => getDashboard(storeId as number, filter),
    { keepPreviousData: true },
  );
  return { dashboard: data, error, isLoading, retry: () => void mutate() };
}
