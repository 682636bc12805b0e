// The web's endpoint types are generated from the OpenAPI document (as openapi.spec.ts holds
// the document to the API): a stale file would let a changed DTO through the typecheck.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { TYPES_FILE, generateTypes } from '../../libs/api-client/scripts/generate-types.mjs';

test('libs/api-client/src/generated/openapi.ts matches openapi.json (else: npm run openapi)', async () => {
  assert.ok(readFileSync(TYPES_FILE, 'utf8') === (await generateTypes()), 'libs/api-client/src/generated/openapi.ts is stale: run `npm run openapi` and commit it');
});
