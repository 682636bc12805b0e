import { io } from 'socket.io-client';
import { login, startAccountsApp, type AccountsTestContext } from '../support/accounts.js';
import { connected, listen } from '../support/sockets.js';

const SITE = 'https://fixflow.example';
const DEV_SHELL = 'http://localhost:4200';
const FOREIGN = 'https://attacker.example';

describe('the API and its socket answer only the site (issue 20)', () => {
  let ctx: AccountsTestContext;
  let url: string;
  let token: string;

  beforeAll(async () => {
    ctx = await startAccountsApp({ SITE_URL: SITE, ALLOWED_ORIGINS: DEV_SHELL });
    url = await listen(ctx.app);
    token = (await login(ctx, 'vendor@fixflow.test')).access_token;
  });

  afterAll(async () => {
    await ctx?.close();
  });

  const socketFrom = (origin: string | undefined) =>
    io(url, {
      path: '/api/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: origin ? { Origin: origin } : {},
    });

  it.each([
    ['the site (SITE_URL)', SITE],
    ['an origin in ALLOWED_ORIGINS', DEV_SHELL],
    ['no Origin at all (not a browser page)', undefined],
  ])('a socket from %s connects', async (_who, origin) => {
    const socket = socketFrom(origin);
    try {
      await connected(socket);
    } finally {
      socket.close();
    }
  });

  it.each([FOREIGN, 'null', `${SITE}.attacker.example`])('a socket from %s is refused at the handshake, on WebSocket too', async (origin) => {
    const socket = socketFrom(origin);
    try {
      await expect(connected(socket)).rejects.toThrow();
    } finally {
      socket.close();
    }
  });

  it('a long-polling handshake from a foreign page is refused with 403', async () => {
    const res = await ctx.http().get('/api/socket.io/').query({ EIO: '4', transport: 'polling' }).set('Origin', FOREIGN);
    expect(res.status).toBe(403);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a foreign page cannot call the API: 403 FORBIDDEN, preflight included, and no CORS grant', async () => {
    const login = await ctx.http().post('/api/auth/login').set('Origin', FOREIGN).send({ email: 'vendor@fixflow.test', password: 'Fixflow-demo-1' }).expect(403);
    expect(login.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: expect.any(String) });
    const preflight = await ctx.http().options('/api/orders').set('Origin', FOREIGN).set('Access-Control-Request-Method', 'POST').expect(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const read = await ctx.http().get('/api/orders').set('Origin', FOREIGN).set('Authorization', `Bearer ${token}`).expect(403);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('the site and its allowed origins call the API as before; only a separate origin gets a CORS grant', async () => {
    await ctx.http().post('/api/auth/login').set('Origin', SITE).send({ email: 'vendor@fixflow.test', password: 'Fixflow-demo-1' }).expect(200);
    const dev = await ctx.http().get('/api/orders').set('Origin', DEV_SHELL).set('Authorization', `Bearer ${token}`).expect(200);
    expect(dev.headers['access-control-allow-origin']).toBe(DEV_SHELL);
    const preflight = await ctx.http().options('/api/orders').set('Origin', DEV_SHELL).set('Access-Control-Request-Method', 'POST').expect(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(DEV_SHELL);
  });

  it('a page served by this very host (127.0.0.1 for localhost) is same-origin and passes', async () => {
    const host = new URL(url).host;
    await ctx.http().get('/api/orders').set('Host', host).set('Origin', `http://${host}`).set('Authorization', `Bearer ${token}`).expect(200);
  });
});
