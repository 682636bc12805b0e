import { PATH_METADATA } from '@nestjs/common/constants.js';
import { ApiResponse, type ApiResponseOptions, getSchemaPath } from '@nestjs/swagger';
import { ERROR_STATUS, type ErrorCode } from '@fixflow/contracts';
import { ERROR_MESSAGES } from '@fixflow/contracts/errors.en';
import { ApiErrorView } from './api-error.view.js';

const ERROR_CODES = Symbol('fixflow:api-error-codes');

/** The codes a route handler declares; undefined when it has no @ApiErrors (the OpenAPI test refuses that). */
export function declaredErrorCodes(handler: object): ErrorCode[] | undefined {
  return Reflect.getMetadata(ERROR_CODES, handler) as ErrorCode[] | undefined;
}

/**
 * The error answers of an operation, named by catalogue code: each status gets one response whose
 * `code` is narrowed to the codes listed, with the catalogue's message as example. On a controller
 * it adds the codes to every route of it. The status and message come from libs/contracts only.
 */
export function ApiErrors(...codes: ErrorCode[]): ClassDecorator & MethodDecorator {
  return (target: object, _key?: string | symbol, descriptor?: PropertyDescriptor): void => {
    if (descriptor) {
      declare(descriptor.value as object, codes);
      return;
    }
    const prototype = (target as { prototype: Record<string, unknown> }).prototype;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const handler = Object.getOwnPropertyDescriptor(prototype, name)?.value as unknown;
      if (typeof handler === 'function' && Reflect.hasMetadata(PATH_METADATA, handler)) declare(handler, codes);
    }
  };
}

function declare(handler: object, codes: ErrorCode[]): void {
  const before = declaredErrorCodes(handler) ?? [];
  const fresh = [...new Set(codes)].filter((code) => !before.includes(code));
  const all = [...before, ...fresh];
  Reflect.defineMetadata(ERROR_CODES, all, handler);
  // ApiResponse merges an entry into the status's existing one (descriptions and examples added,
  // schema replaced), so only the new codes are described and the schema names them all.
  for (const [status, group] of byStatus(fresh)) {
    const descriptor = { value: handler };
    ApiResponse(errorResponse(status, group, all.filter((code) => ERROR_STATUS[code] === status)))({}, 'handler', descriptor);
  }
}

function byStatus(codes: ErrorCode[]): Map<number, ErrorCode[]> {
  const groups = new Map<number, ErrorCode[]>();
  for (const code of codes) groups.set(ERROR_STATUS[code], [...(groups.get(ERROR_STATUS[code]) ?? []), code]);
  return groups;
}

function errorResponse(status: number, codes: ErrorCode[], allOfStatus: ErrorCode[]): ApiResponseOptions {
  return {
    status,
    description: codes.map((code) => `${code}: ${ERROR_MESSAGES[code]}`).join('\n\n'),
    schema: {
      allOf: [
        { $ref: getSchemaPath(ApiErrorView) },
        { type: 'object', required: ['code'], properties: { code: { type: 'string', enum: allOfStatus } } },
      ],
    },
    examples: Object.fromEntries(
      codes.map((code) => [code, { summary: code, value: { statusCode: status, code, message: ERROR_MESSAGES[code] } }]),
    ),
  };
}
