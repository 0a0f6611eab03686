import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { Provider as JotaiProvider, createStore } from 'shared/state';
import { isApiError, swrFetcher } from 'shared/api';
import { replaceSession, type Session } from 'shared/session';
import { hydrateTenant, type Tenant } from 'shared/tenant';

/** Props of AppProviders. */
export interface AppProvidersProps {
  children: ReactNode;
  /** the tenant the shell resolved (seeded into the jotai store) */
  tenant?: Tenant | null;
  /** a session to start from (tests, standalone dev); by default the stored session is used */
  session?: Session;
  /** extra SWR options (tests pass `provider: () => new Map()`) */
  swr?: SWRConfiguration;
  /** told about every failed SWR request (the shell reports to error tracking) */
  onError?: (error: unknown, key: string) => void;
}

const shouldRetry = (error: unknown) =>
  !(isApiError(error) && error.status >= 400 && error.status < 500);

/**
 * jotai store (seeded with session + tenant) + SWRConfig. No antd here: pages that use antd wrap
 * themselves in `AntdTheme` from shared/ui/antd (ADR 0002), so the storefront never loads it.
 */
export function AppProviders({
  children,
  tenant,
  session,
  swr,
  onError,
}: AppProvidersProps) {
  const [store] = useState(() => {
    const s = createStore();
    hydrateTenant(s, tenant);
    if (session) replaceSession(session);
    return s;
  });
  useLayoutEffect(() => hydrateTenant(store, tenant), [store, tenant]);
  const swrValue = useMemo<SWRConfiguration>(
    () => ({
      fetcher: swrFetcher,
      dedupingInterval: 2000,
      revalidateOnFocus: false,
      shouldRetryOnError: shouldRetry,
      errorRetryCount: 2,
      onError: (error, key) => onError?.(error, key),
      ...swr,
    }),
    [swr, onError],
  );
  return (
    <JotaiProvider store={store}>
      <SWRConfig value={swrValue}>{children}</SWRConfig>
    </JotaiProvider>
  );
}
