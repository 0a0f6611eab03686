import { useMemo } from 'react';
import useSWR from 'swr';
import { useTenant } from 'shared/tenant';
import {
  getPortalServices,
  portalServiceKeys,
  type Category,
  type PortalService,
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

/** The storefront's services for the current store, grouped by category. */
export function usePortalServices() {
  const { storeId } = useTenant();
  const key = storeId ? portalServiceKeys.list(storeId) : null;
  const { data, error, isLoading, mutate } = useSWR<
    PortalServicesResponse,
    Error
  >(key, () => getPortalServices(storeId as number));
  const groups = useMemo(
    () => (data ? groupByCategory(data.results, data.categories) : []),
    [data],
  );
  return {
    groups,
    total: data?.results.length ?? 0,
    isLoading,
    error,
    retry: () => mutate(),
  };
}
