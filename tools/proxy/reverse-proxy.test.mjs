// The reverse proxy of libs/dev-db (what the two-process e2e runs the platform behind), against
// two small upstreams that answer their own name: round-robin, a pin by cookie, a refused upstream
// skipped (also with a request body, sent once), WebSocket upgrades, and socket.io long-polling
// pinned to the process that opened its session.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { freePort } from '@fixflow/dev-db/free-port';
import { startReverseProxy, startReverseProxyProcess, UPSTREAM_COOKIE } from '@fixflow/dev-db/reverse-proxy';

/** An upstream answering `name body-length` to HTTP and echoing `name:<line>` over an upgraded socket. */
async function upstream(name, port) {
  const bodies = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      bodies.push(body);
      const headers = { 'content-type': 'text/plain', 'x-forwarded-for-seen': req.headers['x-forwarded-for'] ?? '' };
      res.writeHead(200, headers).end(`${name} ${body.length}`);
    });
  });
  const upgraded = new Set();
  server.on('upgrade', (req, socket) => {
    upgraded.add(socket);
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    socket.on('data', (chunk) => socket.write(`${name}:${chunk}`));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    bodies,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        for (const socket of upgraded) socket.destroy();
        server.close(resolve);
      }),
  };
}

async function setUp(t) {
  const [portA, portB] = [await freePort(), await freePort()];
  const a = await upstream('a', portA);
  const b = await upstream('b', portB);
  const proxy = await startReverseProxy({ upstreams: [{ name: 'a', url: a.url }, { name: 'b', url: b.url }] });
  t.after(async () => {
    await proxy.close();
    await a.close();
    await b.close();
  });
  return { a, b, proxy };
}

const who = async (response) => (await response.text()).split(' ')[0];

/** Raw upgrade through the proxy: the status line, then what the upstream echoes to `line`. */
function upgradeAndEcho(origin, line, cookie) {
  const { port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('error', reject);
    socket.on('close', () => resolve({ status: received.split('\r\n')[0], echo: received.split('\r\n\r\n')[1] ?? '' }));
    socket.on('data', (chunk) => {
      received += chunk;
      if (received.includes('\r\n\r\n') && !received.endsWith('\r\n\r\n')) {
        socket.destroy();
        resolve({ status: received.split('\r\n')[0], echo: received.split('\r\n\r\n')[1] });
      } else if (received.includes('\r\n\r\n')) socket.write(line);
    });
    socket.write(
      `GET /api/socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}\r\n`,
    );
  });
}

test('requests without a pin take the upstreams in turn, with X-Forwarded-For set', async (t) => {
  const { proxy } = await setUp(t);
  const names = [];
  for (let i = 0; i < 4; i += 1) names.push(await who(await fetch(`${proxy.origin}/api/health`)));
  assert.deepEqual(names, ['a', 'b', 'a', 'b']);
  const answer = await fetch(`${proxy.origin}/api/health`);
  assert.equal(answer.headers.get('x-forwarded-for-seen'), '127.0.0.1');
});

test('the cookie pins a client to its upstream, and the other one serves it while that one is down', async (t) => {
  const { a, proxy } = await setUp(t);
  const headers = { cookie: `${UPSTREAM_COOKIE}=a` };
  for (let i = 0; i < 3; i += 1) assert.equal(await who(await fetch(`${proxy.origin}/x`, { headers })), 'a');
  await a.close();
  const posted = await fetch(`${proxy.origin}/api/orders`, { method: 'POST', headers, body: 'x'.repeat(100_000) });
  assert.equal(await posted.text(), 'b 100000', 'the body reaches the live upstream whole');
});

test('a refused upstream is skipped for every request, and a body is sent only to the one that answers', async (t) => {
  const { a, b, proxy } = await setUp(t);
  await b.close();
  for (let i = 0; i < 4; i += 1) assert.equal(await (await fetch(`${proxy.origin}/p`, { method: 'POST', body: `n${i}` })).text(), 'a 2');
  assert.deepEqual(a.bodies, ['n0', 'n1', 'n2', 'n3']);
});

test('no upstream up: 502 for HTTP and for an upgrade', async (t) => {
  const { a, b, proxy } = await setUp(t);
  await a.close();
  await b.close();
  assert.equal((await fetch(`${proxy.origin}/api/health`)).status, 502);
  assert.equal((await upgradeAndEcho(proxy.origin, 'hi')).status, 'HTTP/1.1 502 Bad Gateway');
});

test('WebSocket upgrades are forwarded, pinned by the cookie, and skip a refused upstream', async (t) => {
  const { b, proxy } = await setUp(t);
  const pinned = await upgradeAndEcho(proxy.origin, 'hello', `${UPSTREAM_COOKIE}=b`);
  assert.deepEqual(pinned, { status: 'HTTP/1.1 101 Switching Protocols', echo: 'b:hello' });
  await b.close();
  assert.equal((await upgradeAndEcho(proxy.origin, 'again', `${UPSTREAM_COOKIE}=b`)).echo, 'a:again');
});

test('a socket.io long-polling answer pins its client to the process that holds its session', async (t) => {
  const { proxy } = await setUp(t);
  await fetch(`${proxy.origin}/api/health`); // the next unpinned request goes to b
  const handshake = await fetch(`${proxy.origin}/api/socket.io/?EIO=4&transport=polling`);
  assert.equal(await who(handshake), 'b');
  const cookie = handshake.headers.get('set-cookie');
  assert.match(cookie, new RegExp(`^${UPSTREAM_COOKIE}=b; Path=/api/socket.io; HttpOnly`));
  const polls = [];
  for (let i = 0; i < 3; i += 1) {
    const poll = await fetch(`${proxy.origin}/api/socket.io/?EIO=4&transport=polling&sid=s1`, { headers: { cookie: cookie.split(';')[0] } });
    assert.equal(poll.headers.get('set-cookie'), null, 'a pinned client is not told again');
    polls.push(await who(poll));
  }
  assert.deepEqual(polls, ['b', 'b', 'b']);
  assert.equal((await fetch(`${proxy.origin}/api/orders`)).headers.get('set-cookie'), null, 'other paths are never pinned by the proxy');
});

test('a socket.io client on long-polling alone keeps its session through the proxy across two servers', async (t) => {
  const { Server } = await import('socket.io');
  const { io } = await import('socket.io-client');
  const servers = [];
  const upstreams = [];
  for (const name of ['a', 'b']) {
    const port = await freePort();
    const http = createServer();
    const sio = new Server(http, { path: '/api/socket.io' });
    sio.on('connection', (socket) => socket.on('who', (reply) => reply(name)));
    await new Promise((resolve) => http.listen(port, '127.0.0.1', resolve));
    servers.push(sio);
    upstreams.push({ name, url: `http://127.0.0.1:${port}` });
  }
  const proxy = await startReverseProxy({ upstreams });
  // withCredentials gives socket.io-client a cookie jar under Node, as a browser has one.
  const client = io(proxy.origin, { path: '/api/socket.io', transports: ['polling'], withCredentials: true, forceNew: true, reconnection: false });
  t.after(async () => {
    client.disconnect();
    await proxy.close();
    for (const sio of servers) await sio.close();
  });
  await new Promise((resolve, reject) => {
    client.once('connect', resolve);
    client.once('connect_error', reject);
  });
  const answers = [];
  for (let i = 0; i < 6; i += 1) answers.push(await client.timeout(2000).emitWithAck('who'));
  assert.equal(new Set(answers).size, 1, `every poll reached one server: ${answers.join(',')}`);
});

test('in a process of its own, the proxy serves the same way, and close() ends that process', async (t) => {
  const [portA, portB] = [await freePort(), await freePort()];
  const a = await upstream('a', portA);
  const b = await upstream('b', portB);
  t.after(async () => {
    await a.close();
    await b.close();
  });
  const proxy = await startReverseProxyProcess({ upstreams: [{ name: 'a', url: a.url }, { name: 'b', url: b.url }] });
  const names = [];
  for (let i = 0; i < 2; i += 1) names.push(await who(await fetch(`${proxy.origin}/api/health`, { headers: { connection: 'close' } })));
  assert.deepEqual(names.sort(), ['a', 'b']);
  assert.equal(await who(await fetch(`${proxy.origin}/x`, { headers: { cookie: `${UPSTREAM_COOKIE}=b`, connection: 'close' } })), 'b');
  await proxy.close();
  await assert.rejects(fetch(`${proxy.origin}/api/health`), 'nothing listens once it is closed');
});

test('a proxy process that cannot listen says why', async () => {
  const taken = createServer();
  await new Promise((resolve) => taken.listen(0, '127.0.0.1', resolve));
  try {
    await assert.rejects(startReverseProxyProcess({ upstreams: [{ name: 'a', url: 'http://127.0.0.1:1' }], port: taken.address().port }), /EADDRINUSE/);
  } finally {
    taken.close();
  }
});
