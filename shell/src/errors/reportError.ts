import { readConfig, type PlatformConfig } from './config';

type Sentry = typeof import('@sentry/browser');
let sentry: Sentry | null = null;

/** Options Sentry is initialised with (the product's sampling rates). */
export function sentryOptions(
  config: PlatformConfig,
  Sentry: Pick<Sentry, 'browserTracingIntegration' | 'replayIntegration'>,
) {
  return {
    dsn: config.sentryDsn,
    environment: config.environment,
    release: config.release,
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration(),
    ],
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
  };
}

/**
 * Starts error reporting only in the live environment with a DSN; Sentry is imported lazily so it is
 * never part of the first load elsewhere. Returns whether it was started.
 */
export async function initErrorReporting(
  config: PlatformConfig = readConfig(),
): Promise<boolean> {
  if (config.environment !== 'live' || !config.sentryDsn) return false;
  const Sentry = await import(
    /* webpackChunkName: "sentry" */ '@sentry/browser'
  );
  Sentry.init(sentryOptions(config, Sentry));
  sentry = Sentry;
  return true;
}

/** Reports an error when reporting is on (a no-op otherwise). */
export function reportError(
  error: unknown,
  context?: Record<string, unknown>,
): void {
  sentry?.captureException(error, context ? { extra: context } : undefined);
}

/** A breadcrumb on the next reported event (a no-op when reporting is off). */
export function addBreadcrumb(crumb: {
  category: string;
  message: string;
  level?: 'info' | 'error';
  data?: Record<string, unknown>;
}): void {
  sentry?.addBreadcrumb(crumb);
}

/** Starts a performance span; the returned function ends it (no-ops when reporting is off). */
export function startSpan(
  name: string,
  op: string,
  attributes: Record<string, string>,
): (ok: boolean) => void {
  const span = sentry?.startInactiveSpan({ name, op, attributes });
  return (ok) => {
    if (!span) return;
    span.setStatus({ code: ok ? 1 : 2, message: ok ? 'ok' : 'internal_error' });
    span.end();
  };
}
