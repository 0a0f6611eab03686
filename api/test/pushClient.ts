import { WebSocket } from 'ws';

// A raw Pusher protocol client for the push tests: every frame is kept in order, and `next()`
// waits for the next one (the server's data field decoded from its JSON string).

export interface Frame {
  event: string;
  channel?: string;
  data: unknown;
  rawData: unknown;
}

export interface TestSocket {
  ws: WebSocket;
  socketId: string;
  next(timeoutMs?: number): Promise<Frame>;
  send(event: string, data: unknown, channel?: string): void;
  /** Resolves with the close code. */
  closed: Promise<number>;
  /** Pings and expects the very next frame to be the pong: nothing else was delivered before it. */
  expectNothingPending(): Promise<void>;
}

export function openSocket(
  url: string,
  origin?: string,
): Promise<TestSocket & { first: Frame }> {
  const ws = new WebSocket(url, origin ? { origin } : {});
  const queue: Frame[] = [];
  const waiters: ((frame: Frame) => void)[] = [];
  ws.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as Frame;
    let data: unknown = message.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        // plain string data
      }
    }
    const frame = { ...message, data, rawData: message.data };
    const waiter = waiters.shift();
    if (waiter) waiter(frame);
    else queue.push(frame);
  });
  const closed = new Promise<number>((resolve) =>
    ws.on('close', (code) => resolve(code)),
  );
  const next = (timeoutMs = 3000) =>
    new Promise<Frame>((resolve, reject) => {
      const queued = queue.shift();
      if (queued) return resolve(queued);
      const timer = setTimeout(
        () => reject(new Error('no frame within the timeout')),
        timeoutMs,
      );
      waiters.push((frame) => {
        clearTimeout(timer);
        resolve(frame);
      });
    });
  const send = (event: string, data: unknown, channel?: string) =>
    ws.send(JSON.stringify({ event, data, ...(channel ? { channel } : {}) }));
  return new Promise((resolve, reject) => {
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`handshake refused: ${response.statusCode}`)),
    );
    ws.once('error', reject);
    ws.once('open', async () => {
      const first = await next();
      const socketId =
        first.event === 'pusher:connection_established'
          ? (first.data as { socket_id: string }).socket_id
          : '';
      resolve({
        ws,
        socketId,
        first,
        next,
        send,
        closed,
        async expectNothingPending() {
          send('pusher:ping', {});
          const frame = await next();
          if (frame.event !== 'pusher:pong')
            throw new Error(`expected nothing, got ${JSON.stringify(frame)}`);
        },
      });
    });
  });
}
