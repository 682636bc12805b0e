import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { INestApplication } from '@nestjs/common';
import { INTERCEPTORS_METADATA } from '@nestjs/common/constants.js';
import type { OpenAPIObject, OperationObject, ReferenceObject, ResponseObject, SchemaObject } from '@nestjs/swagger';
import { ERROR_STATUS } from '@fixflow/contracts';
import { getMetadataStorage } from 'class-validator';
import { API_PREFIX } from '../src/app.setup.js';
import { declaredErrorCodes } from '../src/common/openapi/api-errors.decorator.js';
import { IdempotencyInterceptor } from '../src/idempotency/idempotency.interceptor.js';
import { IDEMPOTENCY_ERROR_CODES, takesIdempotencyKey } from '../src/idempotency/idempotency.openapi.js';
import { buildOpenApiDocument } from '../src/openapi.js';
import { generateOpenApiDocument, OPENAPI_FILE, serializeOpenApiDocument } from '../src/openapi-document.js';
import { type Route, routesOf } from './support/routes.js';
import { createApp, testConfig } from './support/test-app.js';

type Schema = SchemaObject | ReferenceObject;

/** The API as the web's generated client sees it; built without a database (the app is never initialised). */
describe('the OpenAPI document tells the whole contract', () => {
  let app: INestApplication;
  let document: OpenAPIObject;
  let routes: Route[];

  beforeAll(async () => {
    app = await createApp(testConfig('postgres://openapi@127.0.0.1:1/openapi'));
    document = buildOpenApiDocument(app, '0.1.0');
    routes = routesOf(app, API_PREFIX);
  });

  afterAll(async () => {
    await app?.close();
  });

  const operation = (key: string): OperationObject => {
    const [method, path] = key.split(' ');
    const found = (document.paths[path] as Record<string, OperationObject> | undefined)?.[method];
    if (!found) throw new Error(`${key} is not in the document`);
    return found;
  };
  const schemaNamed = (ref: string): SchemaObject => document.components!.schemas![ref.replace('#/components/schemas/', '')] as SchemaObject;
  const isTyped = (schema: Schema | undefined): boolean =>
    !!schema &&
    ('$ref' in schema ||
      (schema.type === 'array' && !!schema.items && '$ref' in schema.items) ||
      // A stored row or null (GET /technicians/{id}/metrics, SPEC.md §7's PGRST116 case).
      (schema.nullable === true && schema.allOf?.length === 1 && '$ref' in schema.allOf[0]));
  const rules = (type: unknown) => (typeof type === 'function' ? getMetadataStorage().getTargetValidationMetadatas(type, '', true, false) : []);
  const validated = (type: unknown): string[] => [...new Set(rules(type).map((meta) => meta.propertyName))];
  /** Fields the validation insists on: no @IsOptional/@ValidateIf (class-validator's conditional validation). */
  const mandatory = (type: unknown): string[] => {
    const conditional = new Set(rules(type).filter((meta) => meta.type === 'conditionalValidation').map((meta) => meta.propertyName));
    return validated(type).filter((field) => !conditional.has(field));
  };

  it('validates as OpenAPI 3 with every $ref resolving', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map(([, ref]) => ref);
    expect(refs.length).toBeGreaterThan(100);
    expect(refs.filter((ref) => !schemaNamed(ref))).toEqual([]);
  });

  it('lists every route of the app, and only those', () => {
    const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));
    expect(documented.sort()).toEqual(routes.map((route) => route.key).sort());
  });

  it('gives every operation a typed 2xx answer (JSON, CSV text for a download, TwiML for Twilio), or an explicit one without content (204, 303)', () => {
    const untyped = routes.flatMap(({ key }) => {
      const answers = Object.entries(operation(key).responses).filter(([status]) => /^[23]\d\d$/.test(status));
      const ok = answers.length > 0 && answers.every(([status, answer]) => {
        const content = (answer as ResponseObject).content;
        if (status === '204' || status === '303') return content === undefined;
        // A download (a statement's CSV) is text, said so, as is the TwiML Twilio's webhooks are answered; everything else is typed JSON.
        const csv = content?.['text/csv']?.schema as SchemaObject | undefined;
        const twiml = content?.['text/xml']?.schema as SchemaObject | undefined;
        return isTyped(content?.['application/json']?.schema) || csv?.type === 'string' || twiml?.type === 'string';
      });
      return ok ? [] : [key];
    });
    expect(untyped).toEqual([]);
  });

  it('gives every operation that takes a body its schema, naming every field the validation knows, required where it insists', () => {
    const problems = routes.flatMap(({ key, body }) => {
      const schema = (operation(key).requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content?.['application/json']?.schema;
      if (!body) return schema ? [`${key}: a body schema but no @Body()`] : [];
      if (!schema || !('$ref' in schema)) return [`${key}: no body schema`];
      const { properties = {}, required = [] } = schemaNamed(schema.$ref);
      return [
        ...validated(body).filter((field) => !(field in properties)).map((field) => `${key}: body field ${field} undocumented`),
        ...mandatory(body).filter((field) => !required.includes(field)).map((field) => `${key}: body field ${field} not required`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('types every field: no field is a bare object (a nullable string or number whose type reflection could not see)', () => {
    // `@ApiPropertyOptional({ nullable: true })` on `string | null` reflects as Object: the web's
    // client generated from this document then types the field `Record<string, never>`.
    const bare = Object.entries(document.components!.schemas as Record<string, SchemaObject>).flatMap(([name, schema]) =>
      Object.entries(schema.properties ?? {})
        .filter(([, field]) => {
          const property = field as SchemaObject;
          return property.type === 'object' && !property.properties && !property.additionalProperties && !property.allOf;
        })
        .map(([field]) => `${name}.${field}`),
    );
    expect(bare).toEqual([]);
  });

  it('declares every query parameter the validation knows, required where it insists', () => {
    const problems = routes.flatMap(({ key, query, queryNames }) => {
      const documented = (operation(key).parameters ?? []).flatMap((param) => ('in' in param && param.in === 'query' ? [param.name] : []));
      const required = (operation(key).parameters ?? []).flatMap((param) => ('in' in param && param.required ? [param.name] : []));
      return [
        ...[...validated(query), ...queryNames].filter((name) => !documented.includes(name)).map((name) => `${key}: query ${name} undocumented`),
        ...mandatory(query).filter((name) => !required.includes(name)).map((name) => `${key}: query ${name} not required`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('runs the Idempotency-Key interceptor on every write route the document says takes the header, and on no read', () => {
    const problems = routes.flatMap(({ key, handler }) => {
      const intercepted = ((Reflect.getMetadata(INTERCEPTORS_METADATA, handler) as unknown[] | undefined) ?? []).includes(IdempotencyInterceptor);
      const takes = takesIdempotencyKey(key.split(' ')[0], operation(key));
      const write = /^(post|put|patch|delete) /.test(key);
      if (write && !intercepted) return [`${key}: write without the interceptor`];
      if (!write && intercepted) return [`${key}: read with the interceptor`];
      return takes && !intercepted ? [`${key}: documented, not intercepted`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('declares the error codes of every operation (@ApiErrors), each under its catalogue status', () => {
    const problems = routes.flatMap(({ key, handler }) => {
      const declared = declaredErrorCodes(handler);
      if (!declared) return [`${key}: no @ApiErrors`];
      // A signed-in write also answers the Idempotency-Key codes, declared for all of them in one place.
      const codes = takesIdempotencyKey(key.split(' ')[0], operation(key)) ? [...declared, ...IDEMPOTENCY_ERROR_CODES] : declared;
      const responses = operation(key).responses as Record<string, ResponseObject>;
      const missing = codes.filter((code) => {
        const schema = responses[ERROR_STATUS[code]]?.content?.['application/json']?.schema as SchemaObject | undefined;
        const narrowed = schema?.allOf?.[1] as SchemaObject | undefined;
        return !(narrowed?.properties?.code as SchemaObject | undefined)?.enum?.includes(code);
      });
      const undeclared = Object.keys(responses).filter(
        (status) => /^4/.test(status) && !codes.some((code) => String(ERROR_STATUS[code]) === status),
      );
      return [...missing.map((code) => `${key}: ${code} missing`), ...undeclared.map((status) => `${key}: ${status} not from the catalogue`)];
    });
    expect(problems).toEqual([]);
  });

  it('is what libs/api-client/openapi.json holds (run `npm run openapi` after changing the API)', async () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(serializeOpenApiDocument(await generateOpenApiDocument()));
  });
});
