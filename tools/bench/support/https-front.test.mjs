// The first-load bench's HTTPS front (https-front.mjs) before a small real HTTP/1.1 server: a browser
// meets it as HTTP/2, gets the upstream's answers whole, and a WebSocket upgrade goes through.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import http2 from 'node:http2';
import tls from 'node:tls';
import { startHttpsFront } from './https-front.mjs';

async function upstreamServer() {
  const seen = [];
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url, host: req.headers.host, proto: req.headers['x-forwarded-proto'] });
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      res.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'yes', connection: 'keep-alive' });
      res.end(JSON.stringify({ method: req.method, url: req.url, body }));
    });
  });
  server.on('upgrade', (req, socket) => {
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    socket.on('data', (data) => socket.write(`echo:${data}`));
    socket.on('end', () => socket.end());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('a request over HTTP/2 reaches the upstream as HTTP/1.1 and its answer comes back whole', async (t) => {
  const upstream = await upstreamServer();
  const front = await startHttpsFront({ upstream: upstream.url, port: 0 });
  t.after(async () => {
    await front.stop();
    await upstream.close();
  });
  const client = http2.connect(front.baseUrl, { rejectUnauthorized: false });
  t.after(() => client.close());
  const answer = await new Promise((resolve, reject) => {
    const stream = client.request({ ':method': 'POST', ':path': '/api/orders?limit=5', 'content-type': 'text/plain' });
    let headers;
    let body = '';
    stream.on('response', (h) => (headers = h));
    stream.on('data', (chunk) => (body += chunk));
    stream.on('end', () => resolve({ headers, body }));
    stream.on('error', reject);
    stream.end('hello');
  });
  assert.equal(client.alpnProtocol, 'h2');
  assert.equal(answer.headers[':status'], 201);
  assert.equal(answer.headers['x-upstream'], 'yes');
  assert.equal(answer.headers.connection, undefined, 'no connection-level header over HTTP/2');
  assert.deepEqual(JSON.parse(answer.body), { method: 'POST', url: '/api/orders?limit=5', body: 'hello' });
  assert.deepEqual(upstream.seen, [{ url: '/api/orders?limit=5', host: new URL(upstream.url).host, proto: 'https' }]);
});

test('an HTTP/1.1 WebSocket upgrade is piped through both ways', async (t) => {
  const upstream = await upstreamServer();
  const front = await startHttpsFront({ upstream: upstream.url, port: 0 });
  t.after(async () => {
    await front.stop();
    await upstream.close();
  });
  const { port } = new URL(front.baseUrl);
  let received = '';
  let socket;
  await new Promise((resolve) => {
    socket = tls.connect({ host: '127.0.0.1', port: Number(port), rejectUnauthorized: false, ALPNProtocols: ['http/1.1'] }, resolve);
    socket.on('data', (data) => (received += data));
  });
  t.after(() => socket.destroy());
  socket.write('GET /api/socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n');
  await waitFor(() => received.includes('101 Switching Protocols'));
  socket.write('ping');
  await waitFor(() => received.endsWith('echo:ping'));
});

async function waitFor(check) {
  for (let tries = 0; tries < 200; tries += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  assert.fail('timed out');
}
