import { defineConfig } from 'vitest/config';

// Unit tests live next to the code; API tests in apps/server/test run against a fresh
// database per file (PGlite, or PostgreSQL when TEST_DATABASE_URL is set and TEST_DB=pg).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.ts'],
        },
      },
    ],
  },
});
