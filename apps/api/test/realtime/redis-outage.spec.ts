import { randomBytes } from 'node:crypto';
import { type Order, type OrderChangedEvent, REALTIME_EVENTS } from '@fixflow/contracts';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import type { ScratchDatabase } from '@fixflow/dev-db/scratch-database';
import { bearer, DEMO_PASSWORD } from '../support/accounts.js';
import { type ApiProcess, startApiProcess } from '../support/api-process.js';
import { ORDER_BODY, freshDate } from '../support/orders.js';
import { type OwnRedis, startOwnRedis } from '../support/redis.js';
import { connect, connected } from '../support/sockets.js';
import { createTestDatabase } from '../support/test-database.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `socket` hears order.changed for an order `write` makes, within `ms`. */
async function hears(socket: Socket, write: () => Promise<Order>, ms = 2000): Promise<boolean> {
  const heard = new Set<string>();
  const onEvent = (event: OrderChangedEvent) => heard.add(event.order.id);
  socket.on(REALTIME_EVENTS.orderChanged, onEvent);
  try {
    const order = await write();
    const deadline = Date.now() + ms;
    while (!heard.has(order.id) && Date.now() < deadline) await sleep(20);
    return heard.has(order.id);
  } finally {
    socket.off(REALTIME_EVENTS.orderChanged, onEvent);
  }
}

/** What `promise` resolves to within `ms`, else `otherwise` (leaving no timer behind). */
async function within<T>(promise: Promise<T>, ms: number, otherwise: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(otherwise), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** SIGTERM, then how long the process took to exit (Infinity past 10 s). */
async function stopTime(api: ApiProcess): Promise<number> {
  const started = Date.now();
  api.child.kill('SIGTERM');
  return (await within(api.exited.then(() => true), 10_000, false)) ? Date.now() - started : Infinity;
}

/** What must never appear in a process's output: a crash, or the shutdown deadline cutting in. */
const TROUBLE = /unhandled|TimeoutError|shutdown did not finish/i;

/**
 * Real API processes (node src/main.ts) on a Redis of the test's own, which the test stops and
 * starts again: a Redis outage degrades realtime to each process's own sockets, and nothing more.
 */
describe('realtime survives Redis going away and coming back', () => {
  let redis: OwnRedis;
  let db: ScratchDatabase;
  let a: ApiProcess;
  let b: ApiProcess;
  let late: Promise<ApiProcess> | undefined;
  let token: string;
  const sockets: Socket[] = [];
  /** How a socket on B of a session that A ended while Redis was down ends. */
  let endedOnB: Promise<string>;
  const createOn = (api: ApiProcess) => async () =>
    (await request(api.url).post('/api/orders').set('Authorization', bearer(token)).send({ ...ORDER_BODY, service_date: freshDate() }).expect(201)).body as Order;
  const listenOn = async (api: ApiProcess) => {
    const socket = connect(api.url, token);
    sockets.push(socket);
    await connected(socket);
    return socket;
  };

  let env: Record<string, string>;
  beforeAll(async () => {
    redis = await startOwnRedis();
    db = await createTestDatabase();
    env = { DATABASE_URL: db.databaseUrl, REDIS_URL: redis.url, JWT_SECRET: randomBytes(32).toString('base64url') };
    // A migrates and seeds under its advisory lock; B waits for the lock, then finds nothing to do.
    [a, b] = await Promise.all([startApiProcess({ ...env, SEED_DEMO: '1' }), startApiProcess(env)]);
    token = ((await request(a.url).post('/api/auth/login').send({ email: 'vendor@fixflow.test', password: DEMO_PASSWORD }).expect(200)).body as { access_token: string })
      .access_token;
  }, 180_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([a?.kill(), b?.kill(), late?.then((api) => api.kill(), () => undefined)]);
    await db?.drop();
    await redis?.stop();
  });

  it('with Redis up, a change made on B reaches a socket on A', async () => {
    const onA = await listenOn(a);
    await sleep(300);
    expect(await hears(onA, createOn(b))).toBe(true);
  });

  it('with Redis down, writes answer, each process still tells its own sockets, and no process dies', async () => {
    const [onA, onB] = await Promise.all([listenOn(a), listenOn(b)]);
    await redis.stop();
    // A process that starts while Redis is away starts all the same (alive; ready once Redis is back).
    late = startApiProcess({ ...env, MIGRATE_ON_START: '0' }, { waitFor: 'alive' });
    expect(await hears(onA, createOn(a))).toBe(true);
    expect(await hears(onB, createOn(b))).toBe(true);
    // A session ending still ends its sockets on the process that ended it; B cannot hear of it.
    const session = (await request(a.url).post('/api/auth/login').send({ email: 'tech@fixflow.test', password: DEMO_PASSWORD }).expect(200)).body as {
      access_token: string;
    };
    const [techOnA, techOnB] = [connect(a.url, session.access_token), connect(b.url, session.access_token)];
    sockets.push(techOnA, techOnB);
    await Promise.all([connected(techOnA), connected(techOnB)]);
    const endedOnA = new Promise<string>((resolve) => techOnA.once('disconnect', resolve));
    endedOnB = new Promise<string>((resolve) => techOnB.once('disconnect', resolve));
    await request(a.url).post('/api/auth/logout').set('Authorization', bearer(session.access_token)).expect(204);
    expect(await endedOnA).toBe('io server disconnect');
    // node-redis's command timeout (5 s) used to surface ~6 s after a write as an exit.
    const until = Date.now() + 11_000;
    while (Date.now() < until) {
      await request(a.url).get('/api/health').expect(200);
      await request(b.url).get('/api/health').expect(200);
      await sleep(1000);
    }
    // Alive, but not ready while the realtime adapter has no Redis: readiness names it.
    for (const api of [a, b, await late]) {
      await request(api.url).get('/api/health').expect(200);
      expect((await request(api.url).get('/api/health/ready').expect(503)).body).toEqual({ status: 'unavailable', database: 'up', migrations_pending: 0, redis: 'down' });
    }
    for (const api of [a, b, await late]) {
      expect(api.child.exitCode).toBeNull();
      expect(api.output()).not.toMatch(TROUBLE);
    }
  }, 60_000);

  it('when Redis is back, cross-process delivery resumes, and sockets of sessions ended meanwhile end', async () => {
    await redis.start();
    // B missed the logout: back in touch, it checks its sockets again.
    expect(await within(endedOnB, 15_000, 'still connected')).toBe('io server disconnect');
    const onA = await listenOn(a);
    const onLate = await listenOn(await late!);
    // node-redis reconnects on its own schedule (at most 2 s apart), each process on its own:
    // keep writing until heard.
    const resumes = async (socket: Socket, write: () => Promise<Order>) => {
      const deadline = Date.now() + 12_000;
      let heard = false;
      while (!heard && Date.now() < deadline) heard = await hears(socket, write, 500);
      return heard;
    };
    expect(await resumes(onA, createOn(b))).toBe(true);
    expect(await resumes(onLate, createOn(a))).toBe(true);
    // Every process is ready again once its adapter has reconnected (each on its own schedule: ask until then).
    const readyAgain = async (api: ApiProcess) => {
      const deadline = Date.now() + 12_000;
      let answer = await request(api.url).get('/api/health/ready');
      while (answer.status !== 200 && Date.now() < deadline) {
        await sleep(200);
        answer = await request(api.url).get('/api/health/ready');
      }
      return { code: answer.status, body: answer.body as unknown };
    };
    for (const api of [a, b, await late!]) {
      expect(await readyAgain(api)).toEqual({ code: 200, body: { status: 'ok', database: 'up', migrations_pending: 0, redis: 'up' } });
    }
  }, 45_000);

  it('SIGTERM stops a process within 5 s with Redis up and a socket connected', async () => {
    await listenOn(b);
    expect(await stopTime(b)).toBeLessThan(5000);
    expect(b.output()).not.toMatch(TROUBLE);
  });

  it('SIGTERM stops a process within 5 s with Redis down and a socket connected', async () => {
    const onA = await listenOn(a);
    await redis.stop();
    expect(await hears(onA, createOn(a))).toBe(true);
    const times = await Promise.all([stopTime(a), stopTime(await late!)]);
    for (const time of times) expect(time).toBeLessThan(5000);
    for (const api of [a, await late!]) expect(api.output()).not.toMatch(TROUBLE);
  }, 30_000);
});
