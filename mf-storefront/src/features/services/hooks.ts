import { useMemo } from 'react';
import useSWR from 'swr';
import { useTenant } from 'shared/tenant';
import {
  getPortalServices,
  portalServiceKeys,
  type Category,
  type PortalService,
  type PortalServicesQuery,
  type PortalServicesResponse,
} from './api';

/** Services of one category, in the order the api returned them. */
export interface ServiceGroup {
  category: Category | null;
  services: PortalService[];
}

const UNCATEGORISED = 'none';

/** Groups services by category: categories in the api's order first, uncategorised last. */
export function groupByCategory(
  services: PortalService[],
  categories: Category[],
): ServiceGroup[] {
  const groups = new Map<string, ServiceGroup>();
  for (const category of categories)
    groups.set(String(category.id), { category, services: [] });
  for (const service of services) {
    const key = service.category ? String(service.category.id) : UNCATEGORISED;
    const group = groups.get(key) ?? {
      category: service.category,
      services: [],
    };
    group.services.push(service);
    groups.set(key, group);
  }
  const none = groups.get(UNCATEGORISED);
  groups.delete(UNCATEGORISED);
  return [...groups.values(), ...(none ? [none] : [])].filter(
    (g) => g.services.length > 0,
  );
}

/** The storefront's services for the current store and filters, grouped by category. */
export function usePortalServices(query: PortalServicesQuery = {}) {
  const { storeId } = useTenant();
  const key = storeId ? portalServiceKeys.list(storeId, query) : null;
  // While a new search loads, the previous results stay on screen.
  const { data, error, isLoading, isValidating, mutate } = useSWR<
    PortalServicesResponse,
    Error
  >(key, () => getPortalServices(storeId as number, query), {
    keepPreviousData: true,
  });
  const groups = useMemo(
    () => (data ? groupByCategory(data.results, data.categories) : []),
    [data],
  );
  return {
    groups,
    total: data?.results.length ?? 0,
    // SWR's isLoading ignores the kept data: only the first load shows the loader.
    isLoading: isLoading && !data,
    isUpdating: isValidating && Boolean(data),
    error,
    retry: () => mutate(),
  };
}

const distinct = (values: (string | null)[]) =>
  [...new Set(values.filter((v): v is string => Boolean(v?.trim())))].sort(
    (a, b) => a.localeCompare(b),
  );

/** The store's service tags (top-level and item tags) for the filter chips, from the unfiltered list. */
export function useServiceTags() {
  const { storeId } = useTenant();
  const { data } = useSWR<PortalServicesResponse, Error>(
    storeId ? portalServiceKeys.list(storeId) : null,
    () => getPortalServices(storeId as number),
  );
  return useMemo(
    () => ({
      topLevelTags: distinct(data?.results.map((s) => s.top_level_tag) ?? []),
      itemTags: distinct(data?.results.map((s) => s.item_tag) ?? []),
    }),
    [data],
  );
}
