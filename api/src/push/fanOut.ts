import type { SharedRedis } from '../cluster/redis';
import type { PushHub } from './hub';

// How an event the push HTTP API accepted reaches the sockets. One process: straight to its own
// hub. Several replicas (REDIS_URL): published on one Redis channel that every replica's embedded
// server subscribes to, each delivering to the sockets it holds (as soketi's Redis adapter does),
// so a browser connected to any replica gets every event. While Redis is unreachable the event
// still reaches this replica's own sockets.

export interface PushEvent {
  channels: string[];
  name: string;
  data: string;
  socketId?: string;
}

export interface PushFanOut {
  deliver(event: PushEvent): Promise<void>;
}

export const PUSH_REDIS_CHANNEL = 'platform-push:events';

const local = (hub: PushHub, event: PushEvent) =>
  hub.publish(event.channels, event.name, event.data, event.socketId);

export function localFanOut(hub: PushHub): PushFanOut {
  return {
    async deliver(event) {
      local(hub, event);
    },
  };
}

export function redisFanOut(
  hub: PushHub,
  redis: SharedRedis,
  log: (message: string) => void,
): PushFanOut {
  const subscriber = redis.subscriber();
  subscriber
    .subscribe(PUSH_REDIS_CHANNEL)
    .catch((error: Error) =>
      log(`[api] push: cannot subscribe in Redis: ${error.message}`),
    );
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== PUSH_REDIS_CHANNEL) return;
    try {
      local(hub, JSON.parse(text) as PushEvent);
    } catch {
      log('[api] push: an unreadable event came through Redis');
    }
  });
  return {
    async deliver(event) {
      try {
        // Nobody subscribed (not even this replica, still connecting): deliver here at least.
        const receivers = await redis.client.publish(
          PUSH_REDIS_CHANNEL,
          JSON.stringify(event),
        );
        if (receivers === 0) local(hub, event);
      } catch {
        local(hub, event);
      }
    },
  };
}
