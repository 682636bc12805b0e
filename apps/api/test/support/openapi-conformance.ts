import type { OpenAPIObject } from '@nestjs/swagger';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { NextFunction, Request, Response } from 'express';

/**
 * Every JSON answer an API spec receives is held against the OpenAPI document: its status must be
 * declared for the route and its body must match the declared schema, no field more. What does not
 * conform is collected here and fails the spec file (openapi-conformance.setup.ts).
 */
export const openApiViolations: string[] = [];

type Json = Record<string, unknown>;

/**
 * OpenAPI 3.0 schema → JSON Schema: `nullable` becomes a null alternative, refs point into one
 * registered document, and object schemas with listed properties allow no others.
 */
function toJsonSchema(node: unknown, closeObjects: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => toJsonSchema(item, closeObjects));
  if (typeof node !== 'object' || node === null) return node;
  const { nullable, example: _example, examples: _examples, ...rest } = node as Json;
  const out: Json = {};
  for (const [key, value] of Object.entries(rest)) {
    if (key === '$ref' && typeof value === 'string') out.$ref = `openapi${value}`;
    else if (key === 'properties') out.properties = Object.fromEntries(Object.entries(value as Json).map(([name, schema]) => [name, toJsonSchema(schema, true)]));
    else out[key] = toJsonSchema(value, key !== 'allOf' && closeObjects);
  }
  if (closeObjects && out.properties && out.additionalProperties === undefined && !out.allOf) out.additionalProperties = false;
  return nullable ? { anyOf: [{ type: 'null' }, out] } : out;
}

export function openApiConformance(document: OpenAPIObject) {
  const ajv = new Ajv({ strict: false, allErrors: false });
  // ajv-formats is CommonJS: under NodeNext its default import is the module, whose .default is the plugin.
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'openapi', components: { schemas: toJsonSchema(document.components?.schemas ?? {}, true) } });
  const validators = new Map<string, ValidateFunction | null>();

  const validatorFor = (key: string, schema: unknown): ValidateFunction | null => {
    if (!validators.has(key)) validators.set(key, schema ? ajv.compile(toJsonSchema(schema, true) as Json) : null);
    return validators.get(key) ?? null;
  };

  return (req: Request, res: Response, next: NextFunction): void => {
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      check(req, res.statusCode, body);
      return json(body);
    };
    next();
  };

  function check(req: Request, status: number, body: unknown): void {
    const route = (req.route as { path?: string } | undefined)?.path;
    if (!route) return;
    const path = route.replace(/:(\w+)/g, '{$1}');
    const method = req.method.toLowerCase();
    const operation = (document.paths[path] as Record<string, { responses: Json }> | undefined)?.[method];
    if (!operation) return;
    const where = `${method} ${path} → ${status}`;
    const answer = operation.responses[String(status)] as { content?: Record<string, { schema?: unknown }> } | undefined;
    if (!answer) {
      // 500s are never declared; everything else an operation answers must be.
      if (status < 500) openApiViolations.push(`${where}: status not declared (${JSON.stringify(body).slice(0, 200)})`);
      return;
    }
    const validate = validatorFor(where, answer.content?.['application/json']?.schema);
    if (validate && !validate(body)) {
      const problems = (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`);
      openApiViolations.push(`${where}: ${problems.join('; ')} in ${JSON.stringify(body).slice(0, 300)}`);
    }
  }
}
