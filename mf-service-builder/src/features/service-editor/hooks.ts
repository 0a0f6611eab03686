import useSWR from 'swr';
import type {
  BuilderContext,
  BuilderService,
} from 'shared/contracts/serviceBuilder';
import { useSession } from 'shared/session';
import { useTenant } from 'shared/tenant';
import {
  getBuilderContext,
  getBuilderService,
  serviceBuilderKeys,
} from './api';

/** The signed-in user's store (the tenant's for a host that names one). */
export function useStoreId(): number | null {
  const session = useSession();
  const tenant = useTenant();
  return session?.store?.id ?? tenant.storeId ?? null;
}

/** One service of the store as the builder opens it. */
export function useBuilderService(serviceId: number | null) {
  const storeId = useStoreId();
  const key =
    storeId && serviceId ? serviceBuilderKeys.detail(storeId, serviceId) : null;
  const { data, error, isLoading, mutate } = useSWR<BuilderService, Error>(
    key,
    () => getBuilderService(storeId as number, serviceId as number),
    { revalidateOnFocus: false },
  );
  return {
    service: data,
    storeId,
    isLoading,
    error,
    reload: () => mutate(),
  };
}

/** The store's categories, tags and URL integration setting. */
export function useBuilderContext() {
  const { data, error, isLoading, mutate } = useSWR<BuilderContext, Error>(
    serviceBuilderKeys.context(),
    getBuilderContext,
    { revalidateOnFocus: false },
  );
  return { context: data, isLoading, error, retry: () => mutate() };
}
