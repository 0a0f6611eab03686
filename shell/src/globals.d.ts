import type { BootResponse } from './tenant/boot';

declare global {
  interface Window {
    /** Requests index.html starts before the bundle loads (see public/index.html). */
    __PLATFORM_BOOT__?: {
      host: string;
      registry: Promise<BootResponse> | null;
      whiteLabel: Promise<BootResponse> | null;
      storeSettings: Promise<BootResponse> | null;
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
