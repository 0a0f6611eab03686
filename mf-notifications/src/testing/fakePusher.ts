// A stand-in for the third-party pusher-js client (jest.mock('pusher-js', ...)): records what the
// bell asks of it and lets a test play the server's side (events, reconnects, auth).
import type { ChannelAuthorizationHandler, Options } from 'pusher-js';

type Handler = (data?: unknown) => void;

class Emitter {
  private handlers = new Map<string, Handler[]>();
  bind(event: string, handler: Handler): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  unbind_all(): this {
    this.handlers.clear();
    return this;
  }
  emit(event: string, data?: unknown): void {
    (this.handlers.get(event) ?? []).forEach((handler) => handler(data));
  }
}

export class FakeChannel extends Emitter {
  constructor(readonly name: string) {
    super();
  }
}

export class FakePusher {
  static instances: FakePusher[] = [];
  readonly connection = new Emitter();
  readonly channels = new Map<string, FakeChannel>();
  isDisconnected = false;

  constructor(
    readonly key: string,
    readonly options: Options,
  ) {
    FakePusher.instances.push(this);
  }

  subscribe(name: string): FakeChannel {
    const channel = new FakeChannel(name);
    this.channels.set(name, channel);
    return channel;
  }

  disconnect(): void {
    this.isDisconnected = true;
  }

  channel(name: string): FakeChannel {
    const channel = this.channels.get(name);
    if (!channel) throw new Error(`not subscribed to ${name}`);
    return channel;
  }

  /** Runs the configured channel authorization as pusher-js would before subscribing. */
  authorize(channelName: string, socketId = '123.456') {
    const auth = this.options.channelAuthorization as
      { customHandler: ChannelAuthorizationHandler } | undefined;
    if (!auth?.customHandler) throw new Error('no customHandler');
    return new Promise<{ error: Error | null; data: unknown }>((resolve) =>
      auth.customHandler({ socketId, channelName }, (error, data) =>
        resolve({ error, data }),
      ),
    );
  }

  static latest(): FakePusher {
    const last = FakePusher.instances[FakePusher.instances.length - 1];
    if (!last) throw new Error('pusher-js was not constructed');
    return last;
  }

  static reset(): void {
    FakePusher.instances = [];
  }
}

export default FakePusher;
