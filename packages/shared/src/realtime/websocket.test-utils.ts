import type { ClientMessage, ServerMessage } from '../ws/index.js';
import type { WebSocketLike } from './realtime-client.js';

/**
 * A WebSocket double for tests: records what the client sends and lets the test play the server
 * (accept with a welcome, push messages, drop the connection with a close code).
 */
export class FakeWebSocket implements WebSocketLike {
  readyState = 0;
  readonly sent: ClientMessage[] = [];
  closedByClient = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  /** `protocols` is the `Sec-WebSocket-Protocol` list the client offered (where its token travels). */
  readonly protocols: readonly string[];

  constructor(
    readonly url: string,
    protocols: string | string[] = [],
  ) {
    this.protocols = typeof protocols === 'string' ? [protocols] : [...protocols];
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data) as ClientMessage);
  }

  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }

  /** The server accepts and welcomes, with its clock at `serverTime`. */
  accept(serverTime = Date.now()): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
    this.push({ type: 'welcome', connectionId: 'test-connection', serverTime, authenticated: false });
  }

  push(message: ServerMessage): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  pushRaw(data: string): void {
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }

  sentOfType<T extends ClientMessage['type']>(type: T): Extract<ClientMessage, { type: T }>[] {
    return this.sent.filter((message): message is Extract<ClientMessage, { type: T }> => message.type === type);
  }
}

/** A socket factory for `createRealtimeClient` that keeps every socket it made. */
export function fakeSocketFactory() {
  const sockets: FakeWebSocket[] = [];
  return {
    sockets,
    create: (url: string, protocols: string[]) => {
      const socket = new FakeWebSocket(url, protocols);
      sockets.push(socket);
      return socket;
    },
    latest(): FakeWebSocket {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket was opened');
      return socket;
    },
  };
}
