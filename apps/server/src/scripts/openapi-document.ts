import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../db/open.js';

/**
 * Writes the API's OpenAPI document to `file`, as GET /api/v1/openapi.json answers it, from an app
 * built on an embedded database in `dataDir` (`npm run lint:openapi`: scripts/openapi.mjs).
 */
export async function writeOpenapiDocument(file: string, dataDir: string): Promise<void> {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = await openConfiguredDatabase({ ...config, periodicChecks: false });
  try {
    const app = await buildApp({ config: { ...config, periodicChecks: false }, database });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
      if (res.statusCode !== 200)
        throw new Error(`GET /api/v1/openapi.json answered ${res.statusCode}: ${res.body}`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `${JSON.stringify(res.json(), null, 2)}\n`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** The typed client's types (packages/client/src/api.ts) as openapi-typescript writes them from `document`. */
export async function clientTypesOf(document: object): Promise<string> {
  const { default: openapiTS, astToString, COMMENT_HEADER } = await import('openapi-typescript');
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { silent: true });
  return COMMENT_HEADER + astToString(ast);
}
