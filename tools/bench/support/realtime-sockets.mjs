// A share of tools/bench/realtime.bench.mjs's sockets, in a process of its own so that reading
// 1,000 sockets' events is not one event loop's queue. Started with IPC; it is sent
// {sockets: [{url, token}]}, connects them all (websocket transport, as a browser's socket.io
// ends up), answers {ready: n}, then records when each socket receives each `order.changed`
// (the change's number is the order's issue_description, `rt-<n>`), and counts every message its
// sockets receive from then on, by event, with the bytes of each (the socket.io packet as it came,
// what the API wrote for it). On {report: true} it answers {deliveries: [[socket, change, epochMs],
// …], received: {messages, bytes, byEvent: {name: count}}} and exits.
import { io } from 'socket.io-client';

const deliveries = [];
const sockets = [];
const received = { messages: 0, bytes: 0, byEvent: {} };
let counting = false;
/** Milliseconds since the epoch with sub-millisecond precision, comparable across processes. */
const now = () => performance.timeOrigin + performance.now();

process.on('message', async (message) => {
  if (message.sockets) {
    await Promise.all(
      message.sockets.map(
        ({ url, token }, index) =>
          new Promise((resolveConnect, rejectConnect) => {
            // A handshake signs the socket in (a token check and a session read); 1,000 of them on a
            // busy machine may take longer than socket.io's 20 s default.
            const socket = io(url, { path: '/api/socket.io', transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true, timeout: 120_000 });
            socket.on('order.changed', (event) => {
              const match = /^rt-(\d+)$/.exec(event?.order?.issue_description ?? '');
              if (match) deliveries.push([index, Number(match[1]), now()]);
            });
            socket.onAny((event) => {
              if (counting) received.byEvent[event] = (received.byEvent[event] ?? 0) + 1;
            });
            socket.io.on('open', () =>
              socket.io.engine.on('data', (data) => {
                if (!counting) return;
                received.messages += 1;
                received.bytes += typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
              }),
            );
            socket.once('connect', resolveConnect);
            socket.once('connect_error', rejectConnect);
            sockets.push(socket);
          }),
      ),
    );
    counting = true;
    process.send({ ready: sockets.length });
  }
  if (message.report) {
    counting = false;
    for (const socket of sockets) socket.disconnect();
    process.send({ deliveries, received }, () => process.exit(0));
  }
});
