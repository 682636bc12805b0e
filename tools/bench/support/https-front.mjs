// An HTTPS front (HTTP/2, with HTTP/1.1 for WebSockets) before a running platform, as any deployment
// of Fixflow has one: the technician's app is an installed PWA, and service workers, installation and
// push need HTTPS, which every front end in use (nginx, Caddy, a cloud load balancer or CDN) speaks as
// HTTP/2. `npm start` serves plain HTTP/1.1, where a browser opens at most six connections to the
// origin and Lighthouse's simulation queues the page's ~45 scripts on them: the first-load bench
// measures both (BUILD.md, "What Lighthouse's simulation waits for").
//
// A throwaway self-signed certificate for 127.0.0.1 (made with the openssl command); the browser is
// told to accept it (--ignore-certificate-errors), and Node's fetch through `insecureFetch`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Connection-level headers HTTP/2 forbids, and the ones this front sets itself.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings', 'te', 'host']);

function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'fixflow-https-front-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch (error) {
    throw new Error(`the HTTPS front needs the openssl command to make its certificate (${error.message})`, { cause: error });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function forwardedHeaders(headers, upstream) {
  const out = {};
  for (const [name, value] of Object.entries(headers)) if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) out[name] = value;
  out.host = upstream.host;
  out['x-forwarded-proto'] = 'https';
  return out;
}

/**
 * Starts the front on `port` (127.0.0.1; 0: any free one) before `upstream` (a platform's http:// URL); answers
 * { baseUrl, stop }. Requests are forwarded as they come (HTTP/2 streams to pooled HTTP/1.1
 * connections); an HTTP/1.1 upgrade (socket.io's WebSocket) is piped through as bytes.
 */
export async function startHttpsFront({ upstream, port }) {
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  server.on('request', (req, res) => {
    const forwarded = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: forwardedHeaders(req.headers, target), agent },
      (answer) => {
        const headers = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  server.on('upgrade', (req, socket, head) => {
    const upstreamSocket = net.connect(Number(target.port), target.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (const [name, value] of Object.entries(req.headers)) lines.push(`${name}: ${name === 'host' ? target.host : value}`);
      upstreamSocket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head?.length) upstreamSocket.write(head);
      upstreamSocket.pipe(socket).pipe(upstreamSocket);
    });
    const close = () => {
      socket.destroy();
      upstreamSocket.destroy();
    };
    upstreamSocket.on('error', close);
    upstreamSocket.on('close', close);
    socket.on('error', close);
    socket.on('close', close);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  // Closed with the front: HTTP/2 sessions, and the sockets of HTTP/1.1 ones (kept alive, or upgraded).
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  const sockets = new Set();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return {
    baseUrl: `https://127.0.0.1:${server.address().port}`,
    stop: () =>
      new Promise((resolve) => {
        for (const session of sessions) session.destroy();
        for (const socket of sockets) socket.destroy();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
