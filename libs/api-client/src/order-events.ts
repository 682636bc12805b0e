import type { Socket, io } from 'socket.io-client';
import { REALTIME_EVENTS, type OrderChangedEvent } from '@fixflow/contracts';

export interface OrderEventsOptions {
  /** The session's access token: the gateway checks it at the handshake. */
  token: string;
  onOrderChanged(event: OrderChangedEvent): void;
  /** Origin of the API; the page's own origin when absent. */
  url?: string;
  /** For tests: a stand-in for socket.io-client's `io`. */
  connect?: typeof io;
}

/**
 * Listens for 'order.changed' on the API's socket.io gateway (path /api/socket.io).
 * The gateway puts each user in its own room, so every event that arrives concerns the caller.
 * socket.io-client loads on first use, so pages without live data (sign-in) never download it.
 * Answers the function that closes the connection.
 */
export function subscribeToOrderChanges(options: OrderEventsOptions): () => void {
  let closed = false;
  let socket: Socket | null = null;
  const open = (connect: typeof io) => {
    if (closed) return;
    const socketOptions = { path: '/api/socket.io', auth: { token: options.token }, transports: ['websocket', 'polling'] };
    socket = options.url ? connect(options.url, socketOptions) : connect(socketOptions);
    socket.on(REALTIME_EVENTS.orderChanged, (event: OrderChangedEvent) => options.onOrderChanged(event));
  };
  if (options.connect) open(options.connect);
  else {
    import('socket.io-client').then(
      (client) => open(client.io),
      (error: unknown) => console.error('Live order updates are unavailable', error),
    );
  }
  return () => {
    closed = true;
    socket?.off(REALTIME_EVENTS.orderChanged);
    socket?.disconnect();
  };
}
