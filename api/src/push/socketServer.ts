import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { frame, PUSH_CODES, sendError, type PushHub } from './hub';
import { isOriginAllowed, type PushSettings } from './settings';
import { handleMessage } from './socketMessages';

// The websocket side of the embedded Pusher Channels server (protocol 7) at /app/{key} on the api's
// own HTTP server: what pusher-js connects to. The handshake and the connection are here; a
// connected client's messages are answered in ./socketMessages.ts.

const PATH_PREFIX = '/app/';
const SUPPORTED_PROTOCOLS = new Set(['5', '6', '7']);

function refuseHandshake(socket: Duplex, status: number, text: string): void {
  const reason = status === 403 ? 'Forbidden' : 'Not Found';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
  socket.destroy();
}

function closeWith(ws: WebSocket, code: number, message: string): void {
  sendError(ws, code, message);
  ws.close(code, message);
}

/** Why a connection to `url` is refused (code + message), or null to accept it. */
function connectionProblem(
  url: URL,
  settings: PushSettings,
  hub: PushHub,
): [number, string] | null {
  const key = url.pathname.slice(PATH_PREFIX.length);
  if (key === '' || key.includes('/'))
    return [PUSH_CODES.pathNotFound, 'Path not found'];
  if (key !== settings.key)
    return [PUSH_CODES.appDoesNotExist, 'Application does not exist'];
  const protocol = url.searchParams.get('protocol');
  if (protocol === null)
    return [PUSH_CODES.noProtocol, 'No protocol version supplied'];
  if (!/^\d+$/.test(protocol))
    return [PUSH_CODES.invalidVersion, 'Invalid version string format'];
  if (!SUPPORTED_PROTOCOLS.has(protocol))
    return [PUSH_CODES.unsupportedProtocol, 'Unsupported protocol version'];
  if (hub.isInOutage()) return [PUSH_CODES.overCapacity, 'Over capacity'];
  return null;
}

export interface PushSocketServer {
  close(): void;
}

/** Serves the Pusher protocol on `server` for upgrades under /app/; others are answered 404. */
export function attachPushSocketServer(
  server: Server,
  hub: PushHub,
  settings: PushSettings,
): PushSocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 10 * 1024 });

  const onConnection = (ws: WebSocket, url: URL) => {
    ws.on('error', () => undefined);
    const problem = connectionProblem(url, settings, hub);
    if (problem) return closeWith(ws, ...problem);
    const connection = hub.add(ws);
    ws.on('message', (raw) => handleMessage(connection, raw, settings, hub));
    ws.on('close', () => hub.remove(connection));
    ws.send(
      frame({
        event: 'pusher:connection_established',
        data: {
          socket_id: connection.socketId,
          activity_timeout: settings.activityTimeout,
        },
      }),
    );
  };

  const onUpgrade = (
    request: IncomingMessage,
    socket: Duplex,
    head: Buffer,
  ) => {
    const url = new URL(request.url ?? '/', 'http://push.invalid');
    if (!url.pathname.startsWith(PATH_PREFIX))
      return refuseHandshake(socket, 404, 'Not found');
    if (!isOriginAllowed(settings, request.headers.origin))
      return refuseHandshake(socket, 403, 'Origin not allowed');
    wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, url));
  };
  server.on('upgrade', onUpgrade);
  const heartbeat = setInterval(
    () => hub.checkActivity(settings.activityTimeout),
    10_000,
  );
  heartbeat.unref();

  return {
    close() {
      clearInterval(heartbeat);
      server.off('upgrade', onUpgrade);
      // Clients reconnect to the next instance (protocol: 4200 "reconnect immediately").
      hub.closeAll(
        PUSH_CODES.reconnectImmediately,
        'Generic reconnect immediately',
      );
      // A client that never answers the close handshake must not hold the HTTP server open.
      setTimeout(() => {
        for (const client of wss.clients) client.terminate();
      }, 1000).unref();
      wss.close();
    },
  };
}
