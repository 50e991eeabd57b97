#!/usr/bin/env node
// `npm test`: builds, runs the unit and API suites (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the browser tests in Chromium. Ends with the ten slowest test
// files and one summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'godown-test-'));
const isCi = process.env.CI === 'true';
let passed = 0;
let failed = 0;
let skipped = 0;
let ok = true;
/** Every test file's time in seconds, with its project ('e2e' for the browser tests). */
const timings = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** A Playwright suite's time: every run of every test in it and in its nested suites (a file runs on one worker). */
function e2eSeconds(suite) {
  const own = (suite.specs ?? []).flatMap((spec) => spec.tests.flatMap((test) => test.results));
  const ms = own.reduce((sum, result) => sum + result.duration, 0);
  return ms / 1000 + (suite.suites ?? []).reduce((sum, inner) => sum + e2eSeconds(inner), 0);
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
const vitestTimings = path.join(reports, 'vitest-timings.json');
ok =
  run(
    'unit and API tests',
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
      `--reporter=${fileURLToPath(new URL('vitest-timings.mjs', import.meta.url))}`,
      // GODOWN_TEST_PROJECTS=server-pg runs only those Vitest projects (CI runs the unit and
      // PGlite API suites on Node 24 instead: .ci/run).
      ...(process.env.GODOWN_TEST_PROJECTS ?? '')
        .split(',')
        .filter(Boolean)
        .flatMap((project) => ['--project', project]),
    ],
    { GODOWN_VITEST_TIMINGS: vitestTimings },
  ) && ok;
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
timings.push(...(readJson(vitestTimings) ?? []));
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
  const e2e = readJson(e2eReport);
  const stats = e2e?.stats;
  for (const suite of e2e?.suites ?? []) {
    timings.push({
      project: 'e2e',
      file: path.join(e2e.config.rootDir, suite.file),
      seconds: e2eSeconds(suite),
    });
  }
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

// The slowest files of both runners: where a faster run would start.
if (timings.length > 0) {
  console.log('\nSlowest test files:');
  for (const { project, file, seconds } of timings.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
    console.log(
      `${seconds.toFixed(1).padStart(7)} s  ${project.padEnd(9)}  ${path.relative(process.cwd(), file)}`,
    );
  }
}

fs.rmSync(reports, { recursive: true, force: true });
console.log(`\ntest: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok && failed === 0 ? 0 : 1);
