// The push socket's options, one rule for the bell's private channel and the tracking
// page's public one: the api's push settings, with `ws_host` null meaning the page's own host and
// port. The remotes add what is theirs (the bell's channel authorization) and hand the result to
// pusher-js, which they load on demand; this module does not depend on it.

/** What GET /push/config and a tracking answer's `live` say about the socket. */
export interface PushSocketConfig {
  ws_host: string | null;
  ws_port: number | null;
  force_tls: boolean;
  cluster: string;
}

/** The event the api publishes after each change of a record (ADR 0010). */
export const RECORD_CHANGED_PUSH_EVENT = 'record-changed';

/** pusher-js options (a subset of its `Options`) for the config, on this page. */
export function socketOptions(
  config: PushSocketConfig,
  page: Pick<Location, 'hostname' | 'port' | 'protocol'> = window.location,
) {
  const sameOrigin = config.ws_host === null;
  const isTls = sameOrigin ? page.protocol === 'https:' : config.force_tls;
  const port =
    config.ws_port ??
    (sameOrigin && page.port ? Number(page.port) : isTls ? 443 : 80);
  return {
    cluster: config.cluster || 'mt1',
    wsHost: config.ws_host ?? page.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: isTls,
    enabledTransports: ['ws' as const, 'wss' as const],
    disableStats: true,
  };
}
