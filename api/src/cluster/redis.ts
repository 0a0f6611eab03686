import { Redis } from 'ioredis';

// The Redis connection of one api replica (REDIS_URL): the rate-limit counters and the push
// fan-out between replicas live there (ADR 0032). While Redis is away a command fails at once
// instead of waiting in a queue, so a request is never held up by it: the rate limits let it
// through and push falls back to this replica's own sockets; ioredis reconnects by itself.

export interface SharedRedis {
  /** Commands (the rate-limit counters, PUBLISH). */
  client: Redis;
  /** A second connection for SUBSCRIBE (a subscribed connection runs no other command). */
  subscriber(): Redis;
  close(): Promise<void>;
}

const OPTIONS = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  connectTimeout: 5000,
  // Every 200 ms at first, then at most every 2 s, forever: Redis coming back is noticed quickly.
  retryStrategy: (times: number) => Math.min(times * 200, 2000),
  lazyConnect: false,
};

export function openRedis(
  url: string,
  log: (message: string) => void = (message) => console.error(message),
): SharedRedis {
  const connections: Redis[] = [];
  const open = (role: string, options: object = {}) => {
    const connection = new Redis(url, { ...OPTIONS, ...options });
    let down = false;
    connection.on('error', (error: Error) => {
      if (down) return;
      down = true;
      log(`[api] Redis (${role}) unavailable: ${error.message}`);
    });
    connection.on('ready', () => {
      if (down) log(`[api] Redis (${role}) reachable again`);
      down = false;
    });
    connections.push(connection);
    return connection;
  };
  const client = open('commands');
  return {
    client,
    // A subscriber's SUBSCRIBE waits for the connection and is sent again after each reconnection.
    subscriber: () =>
      open('subscriber', {
        enableOfflineQueue: true,
        maxRetriesPerRequest: null,
        autoResubscribe: true,
      }),
    // At once, not QUIT: a QUIT to a Redis that is away would wait in the subscriber's queue.
    async close() {
      for (const connection of connections) connection.disconnect();
    },
  };
}
