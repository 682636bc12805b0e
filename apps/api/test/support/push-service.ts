import { createDecipheriv, createECDH, createPublicKey, type ECDH, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushSubscriptionRequest } from '@fixflow/contracts';

export interface ReceivedPush {
  path: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Date.now() when it arrived. */
  at: number;
  /** What this push service answered. */
  status: number;
}

/**
 * A push service of our own on 127.0.0.1, standing in for FCM or Mozilla's: it records every
 * message and answers 201, or the status set for a path (410 for an expired subscription), or
 * the next of the statuses queued for it (a service failing for a while, then back).
 */
export class FakePushService {
  private readonly received: ReceivedPush[] = [];
  private waiters: { path: string; resolve: (push: ReceivedPush) => void }[] = [];
  private readonly statuses = new Map<string, number>();
  private readonly queued = new Map<string, number[]>();
  private server: Server;
  origin = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const path = req.url ?? '';
        const status = this.queued.get(path)?.shift() ?? this.statuses.get(path) ?? 201;
        const push = { path, method: req.method ?? '', headers: req.headers, body: Buffer.concat(chunks), at: Date.now(), status };
        this.received.push(push);
        const waiting = this.waiters.filter((waiter) => waiter.path === push.path);
        this.waiters = this.waiters.filter((waiter) => waiter.path !== push.path);
        for (const waiter of waiting) waiter.resolve(push);
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  answer(path: string, status: number): void {
    this.statuses.set(path, status);
  }

  /** The next messages to a path get these statuses, one each, before the usual answer again. */
  answerNext(path: string, ...statuses: number[]): void {
    this.queued.set(path, [...(this.queued.get(path) ?? []), ...statuses]);
  }

  /** Everything that arrived for a path so far. */
  pushesTo(path: string): ReceivedPush[] {
    return this.received.filter((push) => push.path === path);
  }

  /** The next message to arrive for a path: ask before doing what sends it. */
  nextPushTo(path: string): Promise<ReceivedPush> {
    return new Promise((resolve) => this.waiters.push({ path, resolve }));
  }
}

/**
 * What a browser holds for one subscription: its P-256 key pair and auth secret. It can decrypt
 * what the push service delivers (RFC 8291, aes128gcm), the way the browser would.
 */
export class TestBrowser {
  private readonly ecdh: ECDH = createECDH('prime256v1');
  private readonly authSecret = randomBytes(16);
  readonly path = `/push/${randomBytes(8).toString('hex')}`;

  constructor(private readonly service: FakePushService) {
    this.ecdh.generateKeys();
  }

  get endpoint(): string {
    return `${this.service.origin}${this.path}`;
  }

  /** PushSubscription.toJSON(). */
  subscription(): PushSubscriptionRequest {
    return {
      endpoint: this.endpoint,
      expirationTime: null,
      keys: { p256dh: this.ecdh.getPublicKey().toString('base64url'), auth: this.authSecret.toString('base64url') },
    };
  }

  decrypt(body: Buffer): unknown {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const serverPublicKey = body.subarray(21, 21 + idLength);
    const record = body.subarray(21 + idLength);
    const sharedSecret = this.ecdh.computeSecret(serverPublicKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), this.ecdh.getPublicKey(), serverPublicKey]);
    const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, this.authSecret, keyInfo, 32));
    const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', key, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 0x02, then zero padding.
    return JSON.parse(padded.subarray(0, padded.lastIndexOf(2)).toString('utf8'));
  }
}

/**
 * Checks a `vapid t=<JWT>, k=<public key>` header as a push service does: the JWT is ES256-signed
 * by the key in k, for this push service's origin, not expired. Answers its claims and key.
 */
export function verifyVapid(authorization: string | undefined, audience: string): { claims: Record<string, unknown>; publicKey: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, token, publicKey] = match;
  const [header, payload, signature] = token.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the VAPID JWT is not signed by its k key');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  if (claims.aud !== audience) throw new Error(`VAPID aud ${String(claims.aud)} is not ${audience}`);
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) throw new Error('VAPID JWT expired');
  return { claims, publicKey };
}
