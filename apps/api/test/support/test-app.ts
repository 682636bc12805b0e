import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../../src/app.module.js';
import { configureApp } from '../../src/app.setup.js';
import type { AppConfig } from '../../src/config/app-config.js';
import { loadConfig } from '../../src/config/config.schema.js';
import { buildOpenApiDocument } from '../../src/openapi.js';
import { openApiConformance } from './openapi-conformance.js';

/** The config a test app runs with: built by the real validator, quiet logs, no web folder. */
export function testConfig(databaseUrl: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent/fixflow-web-dist',
    ...env,
  });
}

/** Builds the real AppModule as main.ts does; `init()` runs the migrations and the seed. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: process.env.TEST_APP_LOGS ? ['error', 'warn'] : false,
    abortOnError: false,
  });
  configureApp(app, config);
  // Ahead of Nest's router (mounted at init), so it sees every answer, errors included.
  app.use(openApiConformance(buildOpenApiDocument(app, config.version)));
  return app;
}

export async function startApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await createApp(config);
  await app.init();
  return app;
}
