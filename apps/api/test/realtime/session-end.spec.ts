import { randomBytes } from 'node:crypto';
import type { AuthSession } from '@fixflow/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import type { ScratchDatabase } from '@fixflow/dev-db/scratch-database';
import { bearer, DEMO_PASSWORD } from '../support/accounts.js';
import { type OwnRedis, startOwnRedis } from '../support/redis.js';
import { connect, connected, listen } from '../support/sockets.js';
import { startApp, testConfig } from '../support/test-app.js';
import { createTestDatabase } from '../support/test-database.js';

/**
 * Watches how a socket ends, from now on. Called once the action has answered, the returned
 * function gives the reason socket.io-client gave, or 'still connected' when none came within 1.5 s
 * of that answer (an end made on the other process arrives through Redis within milliseconds; the
 * window starts after the action, so a slow password hash does not eat it).
 */
const ending = (socket: Socket) => {
  const ended = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
  return () => Promise.race([ended, new Promise<string>((resolve) => setTimeout(() => resolve('still connected'), 1500).unref())]);
};
/** How each watched socket ended (see `ending`), read after the action. */
const endsOf = (ends: readonly (() => Promise<string>)[]) => Promise.all(ends.map((end) => end()));

/** The handshake's answer to a new socket with this token: 'connected' or the refusal's code. */
const handshake = (url: string, token: string) => {
  const socket = connect(url, token);
  return connected(socket).then(
    () => {
      socket.disconnect();
      return 'connected';
    },
    (error: Error) => error.message,
  );
};

/**
 * Two API processes (two apps here) on one Redis of the test's own: whatever ends a session on
 * one ends that session's sockets on both, and the socket cannot come back with its token.
 */
describe('a socket lives no longer than its session, on every API process', () => {
  let redis: OwnRedis;
  let db: ScratchDatabase;
  const apps: NestExpressApplication[] = [];
  let urlA: string;
  let urlB: string;
  const sockets: Socket[] = [];
  const onA = () => request(apps[0].getHttpServer());
  const login = async (email: string) => (await onA().post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200)).body as AuthSession;
  /** A connected socket of this session on A and one on B. */
  const socketsOf = async (session: AuthSession) => {
    const pair = [connect(urlA, session.access_token), connect(urlB, session.access_token)];
    sockets.push(...pair);
    await Promise.all(pair.map(connected));
    return pair;
  };

  beforeAll(async () => {
    // Reuse of a refresh token revokes its family at once; both apps sign with one secret.
    const env = { JWT_SECRET: randomBytes(32).toString('base64url'), REFRESH_REUSE_GRACE_MS: '1', AUTH_RATE_LIMIT_PER_IP: '1000' };
    const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
    Object.assign(process.env, env);
    try {
      redis = await startOwnRedis();
      db = await createTestDatabase();
      apps.push(await startApp(testConfig(db.databaseUrl, { SEED_DEMO: '1', REDIS_URL: redis.url })));
      apps.push(await startApp(testConfig(db.databaseUrl, { MIGRATE_ON_START: '0', REDIS_URL: redis.url })));
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
    [urlA, urlB] = await Promise.all(apps.map(listen));
    // The adapters subscribe asynchronously: give Redis a moment to register both.
    await new Promise((resolve) => setTimeout(resolve, 300));
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const app of apps) await app.close();
    await db?.drop();
    await redis?.stop();
  });

  it('logout on A ends that session’s sockets on A and B; another session of the user keeps its own', async () => {
    const session = await login('tech@fixflow.test');
    const other = await login('tech@fixflow.test');
    const [socketA, socketB] = await socketsOf(session);
    const [otherOnB] = (await socketsOf(other)).slice(1);
    const ends = [ending(socketA), ending(socketB), ending(otherOnB)];
    await onA().post('/api/auth/logout').set('Authorization', bearer(session)).expect(204);
    // 'io server disconnect': the server ended it, and socket.io-client does not reconnect then.
    expect(await endsOf(ends)).toEqual(['io server disconnect', 'io server disconnect', 'still connected']);
    expect(await handshake(urlB, session.access_token)).toBe('NOT_AUTHENTICATED');
  });

  it('a password change on A ends the user’s other sessions’ sockets, not the changing one’s', async () => {
    const changing = await login('tech2@fixflow.test');
    const elsewhere = await login('tech2@fixflow.test');
    const [, changingOnB] = await socketsOf(changing);
    const [elsewhereOnA, elsewhereOnB] = await socketsOf(elsewhere);
    const ends = [ending(changingOnB), ending(elsewhereOnA), ending(elsewhereOnB)];
    await onA().put('/api/auth/password').set('Authorization', bearer(changing)).send({ password: 'Another-pass-42', current_password: DEMO_PASSWORD }).expect(200);
    expect(await endsOf(ends)).toEqual(['still connected', 'io server disconnect', 'io server disconnect']);
    expect(await handshake(urlA, elsewhere.access_token)).toBe('NOT_AUTHENTICATED');
  });

  it('a refresh token presented again revokes its family: the family’s sockets end', async () => {
    const session = await login('vendor@fixflow.test');
    await onA().post('/api/auth/refresh').send({ refresh_token: session.refresh_token }).expect(200);
    const [socketA, socketB] = await socketsOf(session);
    const ends = [ending(socketA), ending(socketB)];
    await new Promise((resolve) => setTimeout(resolve, 10));
    await onA().post('/api/auth/refresh').send({ refresh_token: session.refresh_token }).expect(401);
    expect(await endsOf(ends)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await handshake(urlB, session.access_token)).toBe('NOT_AUTHENTICATED');
  });

  it('a suspended vendor’s sockets end and it cannot listen again; reactivated it can, and a repeated activation keeps it', async () => {
    const admin = await login('admin@fixflow.test');
    const vendor = await login('vendor2@fixflow.test');
    const bystander = await login('vendor@fixflow.test');
    const listed = await onA().get('/api/vendors').query({ search: 'vendor2' }).set('Authorization', bearer(admin)).expect(200);
    const vendorId = (listed.body as { items: { id: string; email: string | null }[] }).items.find((item) => item.email === 'vendor2@fixflow.test')?.id;
    const setStatus = (status: string) => onA().patch(`/api/vendors/${vendorId}`).set('Authorization', bearer(admin)).send({ status }).expect(200);

    // A client as the web opens it: reconnection on, so a reconnect loop would show.
    const webClient = io(urlB, { path: '/api/socket.io', auth: { token: vendor.access_token }, transports: ['websocket'], forceNew: true });
    sockets.push(webClient);
    await connected(webClient);
    let reconnectAttempts = 0;
    webClient.io.on('reconnect_attempt', () => (reconnectAttempts += 1));
    const [vendorOnA] = await socketsOf(vendor);
    const [bystanderOnB] = (await socketsOf(bystander)).slice(1);
    const ends = [ending(webClient), ending(vendorOnA), ending(bystanderOnB)];
    await setStatus('suspended');
    expect(await endsOf(ends)).toEqual(['io server disconnect', 'io server disconnect', 'still connected']);
    expect(reconnectAttempts).toBe(0);
    expect(webClient.connected).toBe(false);
    expect(await handshake(urlA, vendor.access_token)).toBe('VENDOR_NOT_ACTIVE');

    await setStatus('active');
    const [againOnA, againOnB] = await socketsOf(vendor);
    const kept = [ending(againOnA), ending(againOnB)];
    await setStatus('active');
    expect(await endsOf(kept)).toEqual(['still connected', 'still connected']);
  });

  it('an admin’s deactivation of a technician on A ends all its sessions’ sockets on A and B at once (issue 16)', async () => {
    const admin = await login('admin@fixflow.test');
    const technician = await login('tech@fixflow.test');
    const again = await login('tech@fixflow.test');
    // tech2's password changed above: the bystander is a vendor.
    const bystander = await login('vendor@fixflow.test');
    const [techOnA, techOnB] = await socketsOf(technician);
    const [againOnB] = (await socketsOf(again)).slice(1);
    const [bystanderOnB] = (await socketsOf(bystander)).slice(1);
    const ends = [ending(techOnA), ending(techOnB), ending(againOnB), ending(bystanderOnB)];
    const setStatus = (status: string) =>
      onA().patch(`/api/admin/technicians/${technician.user.id}`).set('Authorization', bearer(admin)).send({ status }).expect(200);
    await setStatus('inactive');
    expect(await endsOf(ends)).toEqual(['io server disconnect', 'io server disconnect', 'io server disconnect', 'still connected']);
    expect(await handshake(urlB, technician.access_token)).toBe('NOT_AUTHENTICATED');
    await request(apps[1].getHttpServer()).get('/api/notifications').set('Authorization', bearer(again)).expect(401);
    await setStatus('active');
  });
});
