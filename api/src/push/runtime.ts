import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import Pusher from 'pusher';
import type { SharedRedis } from '../cluster/redis';
import type { PushConfig } from '../config';
import { localFanOut, redisFanOut } from './fanOut';
import { PushHub } from './hub';
import { pushHttpApi } from './httpApi';
import { resolvePushSettings, type PushSettings } from './settings';
import { attachPushSocketServer } from './socketServer';

// One api's push: the settings, the embedded server's hub, and the publisher (the official `pusher`
// library) that posts either to the embedded server on the api's own port, or to PUSHER_HOST.

export interface PushRuntime {
  settings: PushSettings;
  hub: PushHub;
  /** The api's logger (set when mounted). */
  log: FastifyBaseLogger | null;
  /**
   * Triggers one event through the `pusher` library; rejects on failure. Answers false without
   * sending when the embedded server is the target and the api is not listening (nobody to reach).
   */
  trigger(channel: string, event: string, data: unknown): Promise<boolean>;
}

/** `host:port` the api listens on, as a client on the same machine reaches it. */
function selfAddress(address: AddressInfo): { host: string; port: number } {
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return { host, port: address.port };
}

export function createPushRuntime(
  config: PushConfig,
  allowedOrigins: string[],
  /** Several replicas: events fan out through Redis (./fanOut.ts). */
  redis?: SharedRedis,
): {
  runtime: PushRuntime;
  /** Mounts the embedded server (HTTP API + websocket upgrades) on `app`. */
  mount(app: FastifyInstance): Promise<void>;
} {
  const settings = resolvePushSettings(config, allowedOrigins);
  const hub = new PushHub();
  let client: Pusher | null = null;
  let self: { host: string; port: number } | null = null;

  const pusherClient = (): Pusher | null => {
    if (client) return client;
    const target = settings.host
      ? { host: settings.host, port: settings.port ?? undefined }
      : self;
    if (!target) return null;
    client = new Pusher({
      appId: settings.appId,
      key: settings.key,
      secret: settings.secret,
      host: target.host,
      port: target.port === undefined ? undefined : String(target.port),
      useTLS: settings.host ? settings.useTLS : false,
      cluster: settings.cluster,
      timeout: 5000,
    });
    return client;
  };

  const runtime: PushRuntime = {
    settings,
    hub,
    log: null,
    async trigger(channel, event, data) {
      const pusher = pusherClient();
      if (!pusher) return false;
      await pusher.trigger(channel, event, data);
      return true;
    },
  };

  return {
    runtime,
    async mount(app) {
      runtime.log = app.log;
      const fanOut = redis
        ? redisFanOut(hub, redis, (message) => app.log.warn(message))
        : localFanOut(hub);
      await pushHttpApi(app, fanOut, settings);
      const sockets = attachPushSocketServer(app.server, hub, settings);
      app.addHook('onListen', async () => {
        const address = app.server.address();
        if (address && typeof address === 'object') {
          self = selfAddress(address);
          client = null;
        }
      });
      app.addHook('preClose', async () => sockets.close());
    },
  };
}
