import type { Socket, io } from 'socket.io-client';
import { REALTIME_EVENTS, type OrderChangedEvent, type RosterChangedEvent } from '@fixflow/contracts';

interface SocketOptions {
  /** The session's access token: the gateway checks it at the handshake. */
  token: string;
  /** Origin of the API; the page's own origin when absent. */
  url?: string;
  /** For tests: a stand-in for socket.io-client's `io`. */
  connect?: typeof io;
}

export interface OrderEventsOptions extends SocketOptions {
  onOrderChanged(event: OrderChangedEvent): void;
}

export interface RosterEventsOptions extends SocketOptions {
  onRosterChanged(event: RosterChangedEvent): void;
}

/**
 * Listens for one event on the API's socket.io gateway (path /api/socket.io). The gateway puts
 * each user in its own room, so every event that arrives concerns the caller. socket.io-client
 * loads on first use, so pages without live data (sign-in) never download it. Answers the
 * function that closes the connection.
 */
function subscribe<E>(event: string, options: SocketOptions, listener: (payload: E) => void): () => void {
  let closed = false;
  let socket: Socket | null = null;
  const open = (connect: typeof io) => {
    if (closed) return;
    const socketOptions = { path: '/api/socket.io', auth: { token: options.token }, transports: ['websocket', 'polling'] };
    socket = options.url ? connect(options.url, socketOptions) : connect(socketOptions);
    socket.on(event, (payload: E) => listener(payload));
  };
  if (options.connect) open(options.connect);
  else {
    import('socket.io-client').then(
      (client) => open(client.io),
      (error: unknown) => console.error('Live updates are unavailable', error),
    );
  }
  return () => {
    closed = true;
    socket?.off(event);
    socket?.disconnect();
  };
}

/** 'order.changed': an order of the caller's was created, edited, assigned or moved. */
export function subscribeToOrderChanges(options: OrderEventsOptions): () => void {
  return subscribe<OrderChangedEvent>(REALTIME_EVENTS.orderChanged, options, (event) => options.onOrderChanged(event));
}

/** 'roster.changed': an invitation of the caller's was sent, answered or withdrawn. */
export function subscribeToRosterChanges(options: RosterEventsOptions): () => void {
  return subscribe<RosterChangedEvent>(REALTIME_EVENTS.rosterChanged, options, (event) => options.onRosterChanged(event));
}
