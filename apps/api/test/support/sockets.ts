import type { NestExpressApplication } from '@nestjs/platform-express';
import { io, type Socket } from 'socket.io-client';

/** Starts the app on a free loopback port (sockets need a real server) and answers its origin. */
export async function listen(app: NestExpressApplication): Promise<string> {
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
}

/** A client as the web opens it: /api/socket.io, the access token in the handshake. */
export function connect(url: string, token: string): Socket {
  return io(url, { path: '/api/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
}

export const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

/** The next `event` this socket receives that `matches`. */
export const nextEvent = <T>(socket: Socket, event: string, matches: (payload: T) => boolean = () => true) =>
  new Promise<T>((resolve) => {
    const onEvent = (payload: T) => {
      if (!matches(payload)) return;
      socket.off(event, onEvent);
      resolve(payload);
    };
    socket.on(event, onEvent);
  });
