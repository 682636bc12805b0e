import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

export const DOCS_PATH = 'api/docs';

/** Swagger UI at /api/docs and the OpenAPI JSON at /api/docs-json, generated from the controllers. */
export function setupOpenApi(app: INestApplication, version: string): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Fixflow API')
      .setDescription('Field-service ordering platform. Errors answer {statusCode, code, message}.')
      .setVersion(version)
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup(DOCS_PATH, app, document, { jsonDocumentUrl: `${DOCS_PATH}-json` });
}
