import { resolveHost } from 'shared/tenant';

/** Run-time configuration: window.__PLATFORM_CONFIG__ from the deployment, else derived from the host. */
export interface PlatformConfig {
  environment: string;
  sentryDsn?: string;
  release?: string;
}

const LIVE_PREFIXES = new Set(['live', 'vendor-live']);

/** The environment: the configured one, else 'live' on live / vendor-live hosts, else 'development'. */
export function readConfig(win: Window = window): PlatformConfig {
  const cfg = win.__PLATFORM_CONFIG__ ?? {};
  const first = resolveHost(win.location.hostname).storeUrl.split('.')[0] ?? '';
  return {
    environment:
      cfg.environment ?? (LIVE_PREFIXES.has(first) ? 'live' : 'development'),
    sentryDsn: cfg.sentryDsn || undefined,
    release: cfg.release,
  };
}
