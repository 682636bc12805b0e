import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ApiErrorView } from './common/openapi/api-error.view.js';
import { documentIdempotency } from './idempotency/idempotency.openapi.js';

export const DOCS_PATH = 'api/docs';

/**
 * The OpenAPI document of every controller: needs the app built (NestFactory.create), not
 * initialised, so no database is reached. libs/api-client/openapi.json is this, written by
 * `npm run openapi`.
 */
export function buildOpenApiDocument(app: INestApplication, version: string): OpenAPIObject {
  return documentIdempotency(
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Fixflow API')
        .setDescription('Field-service ordering platform. Errors answer {statusCode, code, message}.')
        .setVersion(version)
        .addBearerAuth()
        .build(),
      { extraModels: [ApiErrorView] },
    ),
  );
}

/**
 * Swagger UI at /api/docs and the OpenAPI JSON at /api/docs-json, generated from the controllers;
 * not mounted at all when `enabled` is false (production without API_DOCS=1): /api/docs is a 404.
 */
export function setupOpenApi(app: INestApplication, version: string, enabled: boolean): void {
  if (!enabled) return;
  SwaggerModule.setup(DOCS_PATH, app, buildOpenApiDocument(app, version), { jsonDocumentUrl: `${DOCS_PATH}-json` });
}
