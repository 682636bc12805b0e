import { writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { API_ROOT } from './config/app-config.js';
import { generateOpenApiDocument, OPENAPI_FILE, serializeOpenApiDocument } from './openapi-document.js';

/** `npm run openapi`: writes the API's OpenAPI document for the typed client; commit the result. */
const document = await generateOpenApiDocument();
writeFileSync(OPENAPI_FILE, serializeOpenApiDocument(document));
const operations = Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);
process.stdout.write(`${relative(resolve(API_ROOT, '../..'), OPENAPI_FILE)}: ${operations} operations\n`);
