import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { configureApp } from './app.setup.js';
import { ConfigError, loadConfig } from './config/config.schema.js';
import type { AppConfig } from './config/app-config.js';

function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

const SHUTDOWN_DEADLINE_MS = 4000;

function exitAfter(ms: number): void {
  setTimeout(() => {
    process.stderr.write(`Fixflow API: shutdown did not finish within ${ms / 1000} s, exiting\n`);
    process.exit(1);
  }, ms).unref();
}

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    // Keep-alive sockets would otherwise hold a SIGTERM'd process open until they time out.
    forceCloseConnections: true,
  });
  configureApp(app, config);
  // SIGINT/SIGTERM: stop accepting, finish, close the ORM (MikroOrmModule's shutdown hook), exit.
  app.enableShutdownHooks(['SIGINT', 'SIGTERM']);
  // A supervisor's stop must work whatever is down: a hook still waiting after 4 s is cut short.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => exitAfter(SHUTDOWN_DEADLINE_MS));
  // Started by a supervisor over IPC (tools/start.mjs): if it dies, shut down rather than linger.
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  await app.listen(config.port, config.host);
  new Logger('Bootstrap').log(`Fixflow API listening on http://localhost:${config.port}/api`);
}

bootstrap().catch((error: unknown) => {
  process.stderr.write(`Fixflow API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
