#!/usr/bin/env node
// `npm run lint:openapi`: writes the API's OpenAPI document (from the built server, on an
// embedded database of its own) to apps/server/dist/openapi.json and lints it with Redocly's
// recommended rules (redocly.yaml): exit 1 on any error.
// --client: also writes the typed client's types, packages/client/src/api.ts, from the document
// (openapi-typescript); the client's build runs it with --no-lint (the API tests lint the document).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = path.join(root, 'apps/server/dist/openapi.json');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'godown-openapi-'));
try {
  const { writeOpenapiDocument } = await import(
    path.join(root, 'apps/server/dist/scripts/openapi-document.js')
  );
  await writeOpenapiDocument(out, dataDir);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`Wrote ${path.relative(root, out)}`);

if (process.argv.includes('--client')) {
  const { clientTypesOf } = await import(path.join(root, 'apps/server/dist/scripts/openapi-document.js'));
  const file = path.join(root, 'packages/client/src/api.ts');
  fs.writeFileSync(file, await clientTypesOf(JSON.parse(fs.readFileSync(out, 'utf8'))));
  console.log(`Wrote ${path.relative(root, file)}`);
}
if (process.argv.includes('--no-lint')) process.exit(0);

const lint = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/@redocly/cli/bin/cli.js'),
    'lint',
    out,
    '--config',
    path.join(root, 'redocly.yaml'),
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
process.exit(lint.status ?? 1);
