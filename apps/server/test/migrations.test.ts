import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/client.js';

describe('committed migrations', () => {
  it('are up to date with src/db/schema.ts (drizzle-kit generate finds nothing to add)', () => {
    const serverDir = path.resolve(MIGRATIONS_FOLDER, '..');
    // drizzle-kit wants an output folder relative to its working directory.
    const relativeOut = `.migrations-check-${crypto.randomBytes(4).toString('hex')}`;
    const out = path.join(serverDir, relativeOut);
    try {
      fs.cpSync(MIGRATIONS_FOLDER, out, { recursive: true });
      const before = fs.readdirSync(out, { recursive: true }).sort();
      const output = execFileSync(
        'npx',
        [
          'drizzle-kit',
          'generate',
          '--dialect',
          'postgresql',
          '--schema',
          'src/db/schema.ts',
          '--out',
          relativeOut,
        ],
        { cwd: serverDir, encoding: 'utf8', stdio: 'pipe' },
      );
      const after = fs.readdirSync(out, { recursive: true }).sort();
      expect(after, 'run `npm run db:generate` and commit the new migration').toEqual(before);
      // drizzle-kit exits 0 even when it fails, so also require its positive answer.
      expect(output).toMatch(/No schema changes/);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
