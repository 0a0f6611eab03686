import type { WebSocket } from 'ws';
import { PUSH_CODES, PushHub } from '../src/push/hub';

// The heartbeat of the embedded push server, on the real hub with a recording socket: a silent
// connection is pinged after activity_timeout, and closed with 4201 when no pong follows in 30 s.

function recordingSocket() {
  const sent: string[] = [];
  const closed: number[] = [];
  const ws = {
    send: (data: string) => sent.push(data),
    close: (code: number) => closed.push(code),
  } as unknown as WebSocket;
  return { ws, sent, closed };
}

const ACTIVITY_TIMEOUT = 120;

test('a silent connection is pinged after activity_timeout, then closed with 4201 without a pong', () => {
  const hub = new PushHub();
  const socket = recordingSocket();
  const connection = hub.add(socket.ws);
  const start = connection.lastSeen;

  hub.checkActivity(ACTIVITY_TIMEOUT, start + 119_000);
  expect(socket.sent).toEqual([]);

  hub.checkActivity(ACTIVITY_TIMEOUT, start + 121_000);
  expect(socket.sent.map((f) => JSON.parse(f).event)).toEqual(['pusher:ping']);

  hub.checkActivity(ACTIVITY_TIMEOUT, start + 150_000);
  expect(socket.closed).toEqual([]);
  hub.checkActivity(ACTIVITY_TIMEOUT, start + 152_000);
  expect(socket.closed).toEqual([PUSH_CODES.pongNotReceived]);
  expect(PUSH_CODES.pongNotReceived).toBe(4201);
});

test('a connection that answers the ping stays open', () => {
  const hub = new PushHub();
  const socket = recordingSocket();
  const connection = hub.add(socket.ws);
  const start = connection.lastSeen;

  hub.checkActivity(ACTIVITY_TIMEOUT, start + 121_000);
  // What the socket server does on any frame from the client, pong included.
  hub.touch(connection, start + 122_000);
  hub.checkActivity(ACTIVITY_TIMEOUT, start + 200_000);
  expect(socket.closed).toEqual([]);
});
