// Writes src/generated/openapi.ts, the TypeScript types of libs/api-client/openapi.json
// (openapi-typescript), so a changed DTO breaks the web's typecheck where it is used.
// `npm run openapi` runs it after writing the document; tools/openapi checks it is current.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

export const DOCUMENT_FILE = fileURLToPath(new URL('../openapi.json', import.meta.url));
export const TYPES_FILE = fileURLToPath(new URL('../src/generated/openapi.ts', import.meta.url));

const HEADER = `// Generated from libs/api-client/openapi.json by libs/api-client/scripts/generate-types.mjs
// (npm run openapi). Do not edit: change the API, then run \`npm run openapi\`.

`;

export async function generateTypes(document = JSON.parse(readFileSync(DOCUMENT_FILE, 'utf8'))) {
  return HEADER + astToString(await openapiTS(document));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(TYPES_FILE, await generateTypes());
  process.stdout.write('libs/api-client/src/generated/openapi.ts written\n');
}
