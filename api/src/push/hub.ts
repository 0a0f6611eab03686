import { randomInt } from 'node:crypto';
import type { WebSocket } from 'ws';

// The embedded Pusher Channels server's state: open connections, channel subscriptions, delivery,
// and the dev outage switch. One hub per api instance: with several replicas each hub holds its own
// sockets and events reach every hub through Redis (./fanOut.ts), or soketi / Pusher Channels.

/** Close codes and error codes of the Pusher Channels protocol (version 7). */
export const PUSH_CODES = {
  appDoesNotExist: 4001,
  pathNotFound: 4005,
  invalidVersion: 4006,
  unsupportedProtocol: 4007,
  noProtocol: 4008,
  unauthorized: 4009,
  overCapacity: 4100,
  reconnectImmediately: 4200,
  pongNotReceived: 4201,
  closedAfterInactivity: 4202,
} as const;

export interface PushConnection {
  socketId: string;
  ws: WebSocket;
  channels: Set<string>;
  lastSeen: number;
  pingSentAt: number | null;
}

export interface PusherMessage {
  event: string;
  channel?: string;
  data?: unknown;
}

/** Pusher frames carry `data` as a JSON-encoded string (except for client-sent payloads). */
export function frame(message: PusherMessage): string {
  const data =
    typeof message.data === 'string'
      ? message.data
      : JSON.stringify(message.data ?? {});
  return JSON.stringify({ ...message, data });
}

export function sendError(
  ws: WebSocket,
  code: number | null,
  message: string,
): void {
  ws.send(frame({ event: 'pusher:error', data: { code, message } }));
}

export class PushHub {
  private readonly connections = new Map<string, PushConnection>();
  private readonly channels = new Map<string, Set<PushConnection>>();
  private outageUntil = 0;

  /** A new socket id `\d+\.\d+`, unique among the open connections. */
  newSocketId(): string {
    for (;;) {
      const id = `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;
      if (!this.connections.has(id)) return id;
    }
  }

  add(ws: WebSocket): PushConnection {
    const connection: PushConnection = {
      socketId: this.newSocketId(),
      ws,
      channels: new Set(),
      lastSeen: Date.now(),
      pingSentAt: null,
    };
    this.connections.set(connection.socketId, connection);
    return connection;
  }

  remove(connection: PushConnection): void {
    for (const channel of connection.channels)
      this.unsubscribe(connection, channel);
    this.connections.delete(connection.socketId);
  }

  subscribe(connection: PushConnection, channel: string): void {
    connection.channels.add(channel);
    let members = this.channels.get(channel);
    if (!members) this.channels.set(channel, (members = new Set()));
    members.add(connection);
  }

  unsubscribe(connection: PushConnection, channel: string): void {
    connection.channels.delete(channel);
    const members = this.channels.get(channel);
    members?.delete(connection);
    if (members?.size === 0) this.channels.delete(channel);
  }

  /** Sends one event to every subscriber of each channel except `exceptSocketId`; answers the count. */
  publish(
    channels: string[],
    event: string,
    data: string,
    exceptSocketId?: string,
  ): number {
    let delivered = 0;
    for (const channel of channels) {
      const text = frame({ event, channel, data });
      for (const connection of this.channels.get(channel) ?? []) {
        if (connection.socketId === exceptSocketId) continue;
        connection.ws.send(text);
        delivered += 1;
      }
    }
    return delivered;
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  subscriberCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  isInOutage(now = Date.now()): boolean {
    return now < this.outageUntil;
  }

  /** Dev: closes every socket ("reconnect immediately") and refuses connections for `ms`. */
  outage(ms: number): number {
    this.outageUntil = Date.now() + ms;
    return this.closeAll(
      PUSH_CODES.reconnectImmediately,
      'Generic reconnect immediately',
    );
  }

  closeAll(code: number, reason: string): number {
    const open = [...this.connections.values()];
    for (const connection of open) {
      connection.ws.close(code, reason);
      this.remove(connection);
    }
    return open.length;
  }

  /** Any frame from the client (a pong included) shows the connection is alive. */
  touch(connection: PushConnection, now = Date.now()): void {
    connection.lastSeen = now;
    connection.pingSentAt = null;
  }

  /**
   * Heartbeat, run every few seconds: ping a connection silent for `activityTimeout` seconds, and
   * close it with 4201 when the pong has not come within 30 seconds.
   */
  checkActivity(activityTimeout: number, now = Date.now()): void {
    for (const connection of [...this.connections.values()]) {
      if (
        connection.pingSentAt !== null &&
        now - connection.pingSentAt > 30_000
      ) {
        connection.ws.close(
          PUSH_CODES.pongNotReceived,
          'Pong reply not received',
        );
        this.remove(connection);
      } else if (
        connection.pingSentAt === null &&
        now - connection.lastSeen > activityTimeout * 1000
      ) {
        connection.pingSentAt = now;
        connection.ws.send(frame({ event: 'pusher:ping', data: {} }));
      }
    }
  }
}
