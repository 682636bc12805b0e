import type { Socket, io } from 'socket.io-client';

export interface LiveSocketOptions {
  /** Read at every handshake: the gateway checks the access token only then, so a reconnection sends the current one. */
  getToken(): string | null;
  /** Every event of the user's room (the gateway puts each user in its own). */
  onEvent(event: string, payload: unknown): void;
  /** Connected again after a drop: events sent meanwhile were missed. */
  onReconnect(): void;
  /** Origin of the API; the page's own origin when absent. */
  url?: string;
  /** For tests: a stand-in for socket.io-client's `io`. */
  connect?: typeof io;
}

export interface LiveSocket {
  /** Try again now if not connected (a refreshed token after a refused handshake). */
  retry(): void;
  close(): void;
}

/**
 * The one socket.io connection of a tab (path /api/socket.io). socket.io-client loads on first use,
 * so pages without live data (sign-in) never download it.
 */
export function openLiveSocket(options: LiveSocketOptions): LiveSocket {
  let closed = false;
  let socket: Socket | null = null;
  let connectedBefore = false;
  const open = (connect: typeof io) => {
    if (closed) return;
    const socketOptions = {
      path: '/api/socket.io',
      auth: (send: (data: object) => void) => send({ token: options.getToken() }),
      transports: ['websocket', 'polling'],
    };
    const opened = options.url ? connect(options.url, socketOptions) : connect(socketOptions);
    socket = opened;
    opened.on('connect', () => {
      if (connectedBefore) options.onReconnect();
      connectedBefore = true;
    });
    opened.onAny((event: string, payload: unknown) => options.onEvent(event, payload));
  };
  if (options.connect) open(options.connect);
  else {
    import('socket.io-client').then(
      (client) => open(client.io),
      (error: unknown) => console.error('Live updates are unavailable', error),
    );
  }
  return {
    retry: () => {
      if (socket && !socket.connected) socket.connect();
    },
    close: () => {
      closed = true;
      socket?.offAny();
      socket?.disconnect();
    },
  };
}
