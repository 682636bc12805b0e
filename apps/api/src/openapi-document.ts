import 'reflect-metadata';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import { API_PREFIX } from './app.setup.js';
import { API_ROOT } from './config/app-config.js';
import { loadConfig } from './config/config.schema.js';
import { buildOpenApiDocument } from './openapi.js';

/** Where the web's typed client is generated from (libs/api-client); `npm run openapi` writes it. */
export const OPENAPI_FILE = resolve(API_ROOT, '../../libs/api-client/openapi.json');

/**
 * The document the running API serves, built with no database: the app is created, never
 * initialised, so the URL below is only there to satisfy the config and is never dialled.
 */
export async function generateOpenApiDocument(): Promise<OpenAPIObject> {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://openapi@127.0.0.1:1/openapi', LOG_LEVEL: 'silent' });
  const app = await NestFactory.create(AppModule.forRoot(config), { logger: false, abortOnError: false });
  try {
    app.setGlobalPrefix(API_PREFIX);
    return buildOpenApiDocument(app, config.version);
  } finally {
    await app.close();
  }
}

/** One serialisation for the file and its freshness test, so a regenerated file differs only when the API does. */
export function serializeOpenApiDocument(document: OpenAPIObject): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
