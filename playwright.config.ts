import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './e2e/support/chromium';
import { E2E_WORKERS, serverDataDir, serverPort, serverUrl } from './e2e/support/servers';

// Browser tests run against the built app (`npm run build` first) served by the real server on a
// fresh embedded database, so every run starts empty and tests create their own users. Each worker
// has a server of its own (e2e/support/servers.ts), whose address its tests' `baseURL` is.
// Workers load this file again and inherit the environment, so the directory is made once.
const dataDir = (process.env.GODOWN_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'godown-e2e-')));

const launchOptions = { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // A test's own time limit: the machine's speed changes from day to day, and a long walk-through
  // on a slow day must not fail for the clock (a test that needs longer sets its own).
  timeout: 60_000,
  reporter: 'list',
  use: {
    launchOptions,
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // devices[] brings its own channel/launch settings; keep Debian's Chromium.
        launchOptions,
      },
    },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: 'node apps/server/dist/main.js',
    url: `${serverUrl(index)}/api/v1/health`,
    env: {
      PORT: String(serverPort(index)),
      HOST: '127.0.0.1',
      DATA_DIR: serverDataDir(dataDir, index),
      OPEN_ADMIN_SIGNUP: 'true',
      // Every test signs up its own users from this one address.
      REGISTRATIONS_PER_MINUTE: '1000',
      // Tests read the dashboard's charts right after making their data: summed on every call.
      CHARTS_MAX_AGE_MS: '0',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: false,
    timeout: 120_000,
  })),
});
