import useSWR from 'swr';
import type { VendorImportRecordPage } from 'shared/contracts/vendorSetup';
import { getImports, importKeys } from './api';

/** A page of the vendor's imports for the URL's query (the last page stays shown while the next loads). */
export function useImports(query: Record<string, string | number>) {
  const { data, error, isLoading, mutate } = useSWR<
    VendorImportRecordPage,
    Error
  >(importKeys.list(query), () => getImports(query), {
    keepPreviousData: true,
  });
  return { page: data, error, isLoading, retry: () => void mutate() };
}
