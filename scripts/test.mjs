#!/usr/bin/env node
// `npm test`: builds, runs the unit and API suites (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the browser tests in Chromium. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'godown-test-'));
const isCi = process.env.CI === 'true';
let passed = 0;
let failed = 0;
let skipped = 0;
let ok = true;

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

if (!run('build', 'npm', ['run', 'build'])) {
  console.error('\nThe build failed: no tests were run.');
  console.log('test: 0 passed, 1 failed');
  process.exit(1);
}

const vitestReport = path.join(reports, 'vitest.json');
ok =
  run('unit and API tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]) && ok;
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  // A file can fail outside its tests (a hook, an import): count it, or the summary says 0 failed.
  failed += vitest.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
} else {
  failed += 1;
}
if (!process.env.TEST_DATABASE_URL) {
  console.log(
    '\nTEST_DATABASE_URL is not set: the API suite ran on PGlite only (CI runs it on PostgreSQL too).',
  );
}

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(chrome)) {
  const e2eReport = path.join(reports, 'playwright.json');
  ok =
    run('browser tests (Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    }) && ok;
  const stats = readJson(e2eReport)?.stats;
  if (stats) {
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
  } else {
    failed += 1;
  }
} else if (isCi) {
  console.error(`\n!!! No Chromium at ${chrome}: the browser tests cannot run, and CI requires them. !!!`);
  failed += 1;
  ok = false;
} else {
  console.warn(`\n${'!'.repeat(78)}\n!!! No Chromium at ${chrome}: the BROWSER TESTS WERE SKIPPED.`);
  console.warn('!!! Install it (apt-get install -y chromium) or set CHROME_PATH to run them.');
  console.warn('!'.repeat(78));
}

fs.rmSync(reports, { recursive: true, force: true });
console.log(`\ntest: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok && failed === 0 ? 0 : 1);
