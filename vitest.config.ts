import os from 'node:os';
import { defineConfig } from 'vitest/config';

const serverTests = {
  root: 'apps/server',
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

// Unit tests live next to the code; API tests in apps/server/test get a fresh database per file:
// PGlite always, and PostgreSQL too when TEST_DATABASE_URL is set (the same suite, TEST_DB=pg).
export default defineConfig({
  test: {
    // At least two files at a time: an API test waits on its database (PostgreSQL's answers, PGlite's
    // turns) as much as it computes, so two workers finish a 2-core machine's run about a fifth
    // sooner than Vitest's default of one fewer than the cores.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      // On PGlite every test file's database starts from one migrated template, made once per run.
      { test: { name: 'server', ...serverTests, globalSetup: ['test/support/pglite-template.ts'] } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { name: 'server-pg', ...serverTests, env: { TEST_DB: 'pg' } } }]
        : []),
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/messages-setup.ts'],
          // The files of a worker share their modules (the app's module graph is evaluated once, not
          // once per file: the suite takes a fifth of the time). What a file may change for itself is
          // put back for the next: the language after each test, the message catalogue by the set-up
          // file before each file.
          isolate: false,
          passWithNoTests: true,
        },
      },
    ],
  },
});
