import useSWR from 'swr';
import type {
  BuilderContext,
  BuilderService,
} from 'shared/contracts/serviceBuilder';
import { useBuilderSide, useServiceHome, type ServiceHome } from '../../side';
import {
  getBuilderContext,
  getBuilderService,
  serviceBuilderKeys,
} from './api';

/** One service of the signed-in user's store or vendor, as the builder opens it. */
export function useBuilderService(serviceId: number | null) {
  const home = useServiceHome();
  const key =
    home && serviceId ? serviceBuilderKeys.detail(home, serviceId) : null;
  const { data, error, isLoading, mutate } = useSWR<BuilderService, Error>(
    key,
    () => getBuilderService(home as ServiceHome, serviceId as number),
    { revalidateOnFocus: false },
  );
  return {
    service: data,
    home,
    isLoading,
    error,
    reload: () => mutate(),
  };
}

/** The side's categories (a store's only), tags and URL integration setting. */
export function useBuilderContext() {
  const side = useBuilderSide();
  const { data, error, isLoading, mutate } = useSWR<BuilderContext, Error>(
    serviceBuilderKeys.context(side),
    () => getBuilderContext(side),
    { revalidateOnFocus: false },
  );
  return { context: data, isLoading, error, retry: () => mutate() };
}
