import { spawn } from 'node:child_process';
import { Agent, createServer } from 'node:http';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createProxyServer } from 'http-proxy-3';

/** The cookie that pins a client to one upstream by name (a test sets it; socket.io long-polling gets it). */
export const UPSTREAM_COOKIE = 'fixflow_upstream';

/** Hands http.request the socket already connected, so a refused upstream is known before anything is sent. */
class ConnectedSocketAgent extends Agent {
  constructor(socket) {
    super({ keepAlive: false });
    this.socket = socket;
  }

  createConnection() {
    return this.socket;
  }
}

function pinnedName(cookieHeader) {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === UPSTREAM_COOKIE) return value;
  }
  return null;
}

function tcpConnect(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.off('error', reject);
      // Whoever uses the socket hears its errors through a listener of its own; between uses (before
      // http.request takes it, after the exchange) an upstream killed mid-run resets it, and that
      // must not become an uncaught ECONNRESET in the proxy's process (seen in the e2e run's teardown).
      socket.on('error', () => socket.destroy());
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

/**
 * A small reverse proxy in front of API processes, as a load balancer in production is: HTTP and
 * WebSocket upgrades, round-robin over `upstreams` ({name, url}); a client whose `fixflow_upstream`
 * cookie names an upstream goes there while it is up. Each request first connects to its upstream
 * and moves on to the next one when the connection fails (a killed process refuses it), so nothing
 * of the request has been sent twice. socket.io's long-polling needs every request of a session on
 * one process: a polling answer pins its client with the cookie (path /api/socket.io). Answers
 * {origin, close()}.
 */
export async function startReverseProxy({ upstreams, port = 0, host = '127.0.0.1' }) {
  if (!upstreams.length) throw new Error('startReverseProxy needs at least one upstream');
  const proxy = createProxyServer({ xfwd: true });
  const used = new WeakMap();
  let turn = 0;

  const order = (req) => {
    const pinned = upstreams.findIndex((u) => u.name === pinnedName(req.headers.cookie));
    const first = pinned >= 0 ? pinned : turn++ % upstreams.length;
    return upstreams.map((_, i) => upstreams[(first + i) % upstreams.length]);
  };

  /** The first upstream that accepts a connection, with that connection. */
  const reach = async (req) => {
    let lastError;
    for (const upstream of order(req)) {
      try {
        return { upstream, agent: new ConnectedSocketAgent(await tcpConnect(upstream.url)) };
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  };

  proxy.on('proxyRes', (proxyRes, req) => {
    const upstream = used.get(req);
    const polling = req.url?.startsWith('/api/socket.io/') && req.url.includes('transport=polling');
    if (!upstream || !polling || pinnedName(req.headers.cookie) === upstream.name) return;
    const cookies = proxyRes.headers['set-cookie'] ?? [];
    proxyRes.headers['set-cookie'] = [...cookies, `${UPSTREAM_COOKIE}=${upstream.name}; Path=/api/socket.io; HttpOnly; SameSite=Lax`];
  });

  const server = createServer((req, res) => {
    reach(req).then(
      ({ upstream, agent }) => {
        used.set(req, upstream);
        proxy.web(req, res, { target: upstream.url, agent }, (error) => {
          if (res.headersSent) res.destroy(error);
          else res.writeHead(502, { 'content-type': 'text/plain' }).end(`upstream ${upstream.name}: ${error.message}\n`);
        });
      },
      (error) => res.writeHead(502, { 'content-type': 'text/plain' }).end(`no upstream answers: ${error.message}\n`),
    );
  });
  const upgraded = new Set();
  server.on('upgrade', (req, socket, head) => {
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    socket.on('error', () => socket.destroy());
    reach(req).then(
      ({ upstream, agent }) => proxy.ws(req, socket, head, { target: upstream.url, agent }, () => socket.destroy()),
      () => socket.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\nContent-Length: 0\r\n\r\n'),
    );
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  return {
    origin: `http://${host}:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        for (const socket of upgraded) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * The same proxy in a process of its own, as production's load balancer is: whatever its sockets
 * meet (upstreams killed mid-exchange, resets at shutdown) stays in that process and can never end
 * the caller's - a test worker whose own body passed. Answers {origin, close()} as startReverseProxy.
 */
export async function startReverseProxyProcess({ upstreams, port = 0, host = '127.0.0.1' }) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), JSON.stringify({ upstreams, port, host })], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  const origin = await new Promise((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk) => {
      seen += String(chunk);
      const line = seen.split('\n').find((text) => text.startsWith('listening '));
      if (line) resolve(line.slice('listening '.length).trim());
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => reject(new Error(`the reverse proxy exited (${code ?? signal}) before it listened: ${output.join('').trim()}`)));
  });
  return {
    origin,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

// `node reverse-proxy.mjs '{"upstreams":[…],"port":0}'`: startReverseProxyProcess's child.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const proxy = await startReverseProxy(JSON.parse(process.argv[2]));
  process.stdout.write(`listening ${proxy.origin}\n`);
  process.once('SIGTERM', () => void proxy.close().then(() => process.exit(0)));
}
