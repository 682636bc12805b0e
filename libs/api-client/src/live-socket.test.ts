import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io } from 'socket.io-client';
import { openLiveSocket } from './live-socket';

/** Against a real socket.io server on the API's path, checking the token at the handshake as the gateway does. */
describe('openLiveSocket', () => {
  let http: HttpServer;
  let server: Server;
  let url: string;
  const tokens: unknown[] = [];

  beforeEach(async () => {
    tokens.length = 0;
    http = createServer();
    server = new Server(http, { path: '/api/socket.io' });
    server.use((socket, next) => {
      tokens.push(socket.handshake.auth.token);
      next();
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(check()).toBe(true);
  };

  it('hands every event to onEvent, reconnects with the current token and says so, and closes', async () => {
    let token = 'access-1';
    const events: [string, unknown][] = [];
    let reconnects = 0;
    const live = openLiveSocket({ url, connect: io, getToken: () => token, onEvent: (event, payload) => events.push([event, payload]), onReconnect: () => reconnects++ });
    await until(() => server.sockets.sockets.size === 1);

    server.emit('order.changed', { order: { id: 'o1' } });
    server.emit('notification.changed', { type: 'sms_received' });
    await until(() => events.length === 2);
    expect(events).toEqual([['order.changed', { order: { id: 'o1' } }], ['notification.changed', { type: 'sms_received' }]]);
    expect(reconnects).toBe(0);

    // The server drops the connection (a restart): the client reconnects with the refreshed token.
    token = 'access-2';
    for (const socket of server.sockets.sockets.values()) socket.conn.close();
    await until(() => reconnects === 1);
    expect(tokens).toEqual(['access-1', 'access-2']);

    live.close();
    await until(() => server.sockets.sockets.size === 0);
  });
});
