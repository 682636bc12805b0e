import type { OpenAPIObject } from '@nestjs/swagger';
import { ERROR_STATUS, type ErrorCode } from '@fixflow/contracts';
import { ERROR_MESSAGES } from '@fixflow/contracts/errors.en';

const WRITES = ['post', 'put', 'patch', 'delete'] as const;
/** The codes every signed-in write may answer because of the header (the OpenAPI test counts them as declared there). */
export const IDEMPOTENCY_ERROR_CODES: ErrorCode[] = ['IDEMPOTENCY_KEY_INVALID', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_PROGRESS', 'IDEMPOTENT_REQUEST_DONE'];

interface ErrorContent {
  schema?: { allOf?: { properties?: { code?: { enum?: string[] } } }[] };
  examples?: Record<string, unknown>;
}
interface Operation {
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  responses?: Record<string, { description?: string; content?: Record<string, ErrorContent> }>;
}

/**
 * Every signed-in write of the document (IdempotencyInterceptor honours the header on each) gets
 * the optional `Idempotency-Key` header and the codes it may answer with, merged into the
 * operation's error responses the way @ApiErrors writes them.
 */
/** Whether an operation is a signed-in write, which takes Idempotency-Key. */
export function takesIdempotencyKey(method: string, operation: { security?: unknown[] }): boolean {
  return (WRITES as readonly string[]).includes(method) && Boolean(operation.security?.length);
}

export function documentIdempotency(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const method of WRITES) {
      const operation = item[method] as Operation | undefined;
      if (!operation || !takesIdempotencyKey(method, operation)) continue;
      operation.parameters = [
        ...(operation.parameters ?? []),
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: 'Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days.',
          schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,128}$' },
        } as { name: string; in: string },
      ];
      operation.responses ??= {};
      for (const code of IDEMPOTENCY_ERROR_CODES) addCode(operation.responses, code);
    }
  }
  return document;
}

function addCode(responses: NonNullable<Operation['responses']>, code: ErrorCode): void {
  const status = String(ERROR_STATUS[code]);
  const example = { summary: code, value: { statusCode: ERROR_STATUS[code], code, message: ERROR_MESSAGES[code] } };
  const existing = responses[status]?.content?.['application/json'];
  const codeSchema = existing?.schema?.allOf?.[1]?.properties?.code;
  if (existing && codeSchema?.enum) {
    if (!codeSchema.enum.includes(code)) codeSchema.enum.push(code);
    existing.examples = { ...existing.examples, [code]: example };
    responses[status].description = [responses[status].description, `${code}: ${ERROR_MESSAGES[code]}`].filter(Boolean).join('\n\n');
    return;
  }
  if (responses[status]) return;
  responses[status] = {
    description: `${code}: ${ERROR_MESSAGES[code]}`,
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: '#/components/schemas/ApiError' } as never,
            { type: 'object', required: ['code'], properties: { code: { type: 'string', enum: [code] } } } as never,
          ],
        },
        examples: { [code]: example },
      },
    },
  };
}
