import type { EarlyRequest } from 'shared/api';
import type { BootResponse } from './tenant/boot';

declare global {
  interface Window {
    /** Requests index.html starts before the bundle loads (see public/index.html). */
    __PLATFORM_BOOT__?: {
      host: string;
      /** The host kind (shared/tenant resolveHost), read by the entry's early preload. */
      kind?: string;
      registry: Promise<BootResponse> | null;
      whiteLabel: Promise<BootResponse> | null;
      storeSettings: Promise<BootResponse> | null;
      /** The route's first data requests, by URL (shared/api's early.ts takes them). */
      data?: Record<string, EarlyRequest>;
      /** Remote manifests asked for as soon as the registry named them, by URL (earlyManifest.ts). */
      manifests?: Record<string, Promise<Response>>;
    };
    /** Run-time configuration injected by the deployment (environment, Sentry DSN). */
    __PLATFORM_CONFIG__?: {
      environment?: string;
      sentryDsn?: string;
      release?: string;
    };
  }
}
export {};
