import type { Server } from 'node:http';
import type { NestExpressApplication, NestExpressBodyParserOptionsFor } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import { answerUnreadableBody, MAX_BODY_BYTES, refuseDeepJson } from './common/body-limits.js';
import { refuseBadCharacters } from './common/text-characters.js';
import { createValidationPipe } from './common/validation.js';
import { AUTH_CONFIG, type AuthConfig } from './auth/auth.config.js';
import { PrincipalCache } from './auth/principal-cache.js';
import { refuseForeignOrigins } from './common/site-origin.js';
import type { AppConfig } from './config/app-config.js';
import { RedisReadiness } from './health/redis-readiness.js';
import { setupOpenApi } from './openapi.js';
import { RedisIoAdapter } from './realtime/redis-io.adapter.js';
import { SiteIoAdapter } from './realtime/site-io.adapter.js';
import { securityHeaders } from './web/security-headers.js';
import { webStatic } from './web/web-static.middleware.js';

export const API_PREFIX = 'api';

/**
 * How long an idle kept-alive connection stays open. Node's 5 s default raced the clients that pool
 * connections: one that sent on a socket just as the server closed it got ECONNRESET (a request of
 * the e2e suite after 5 s of browser work; behind a proxy or load balancer, whose idle timeout is
 * usually 60 s, a 502). Longer than those, so the client always closes first.
 */
export const KEEP_ALIVE_MS = 65_000;

/** Everything main.ts and the integration tests both need on top of AppModule. */
export function configureApp(app: NestExpressApplication, config: AppConfig): NestExpressApplication {
  app.useLogger(app.get(Logger));
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node's rule: the headers' deadline must exceed the keep-alive timeout.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  app.disable('x-powered-by');
  const { allowedOrigins } = app.get<AuthConfig>(AUTH_CONFIG);
  // Issue 20: helmet's headers (CSP, nosniff, frame-ancestors…) on every answer, API and web files;
  // the API answers pages of the site's origins only (socket.io: SiteIoAdapter).
  app.use(securityHeaders({ webDist: config.webDist, production: config.nodeEnv === 'production', allowedOrigins }));
  app.use(`/${API_PREFIX}`, refuseForeignOrigins(allowedOrigins));
  app.enableCors({ origin: allowedOrigins });
  // Express would hash every JSON answer for an ETag (~15–40 µs a request); answers are per
  // caller and no client revalidates them. A function answering none, rather than `false`, keeps
  // the web files' ETags: express hands sendFile the setting's truthiness.
  app.set('etag', () => undefined);
  // Size and depth are checked on the raw bytes, before JSON.parse and the DTOs see anything.
  // Nest's type leaves `verify` out only because its rawBody option uses it, which this app does not.
  app.useBodyParser('json', { limit: MAX_BODY_BYTES, verify: refuseDeepJson } as NestExpressBodyParserOptionsFor<'json'>);
  app.use(answerUnreadableBody);
  app.use(refuseBadCharacters);
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalPipes(createValidationPipe());
  // Before Nest's router: /api/* passes through untouched, everything else may be the web app.
  app.use(webStatic(config.webDist));
  setupOpenApi(app, config.version, config.apiDocs);
  if (config.redisUrl) {
    const adapter = new RedisIoAdapter(app, allowedOrigins, config.redisUrl);
    // Readiness waits for every Redis connection of the process (GET /api/health/ready): the
    // adapter's (events to other processes' sockets) and the caller cache's (forgets to theirs).
    const readiness = app.get(RedisReadiness);
    readiness.watch(adapter.redis);
    const forgets = app.get(PrincipalCache).connection;
    if (forgets) readiness.watch(forgets);
    app.useWebSocketAdapter(adapter);
  } else {
    app.useWebSocketAdapter(new SiteIoAdapter(app, allowedOrigins));
  }
  return app;
}
