#!/usr/bin/env node
// `npm run audit:deps`: `npm audit --omit=dev`, failing on a high or critical finding. Where the
// registry's advisory service cannot be reached (this project's build machine reaches only the
// package registry, whose audit endpoint answers 405), it says so and exits 2, never 0, then lists
// what it can still check from the lockfile and the registry's package documents: every
// production package that is deprecated or behind the newest release of its own major version
// (where fixes are published). That is a weaker check than an audit and is reported as one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const REGISTRY = 'https://registry.npmjs.org';
const FETCH_CONCURRENCY = 8;

const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
const report = parseJson(audit.stdout);
const counts = report?.metadata?.vulnerabilities;
if (counts) {
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  console.log(
    `npm audit --omit=dev: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ` +
      `${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
  );
  if (serious > 0) spawnSync('npm', ['audit', '--omit=dev'], { stdio: 'inherit' });
  process.exit(serious > 0 ? 1 : 0);
}

const reason = report?.message || report?.error?.summary || lastLine(audit.stderr) || `exit ${audit.status}`;
console.error(`npm audit --omit=dev could not run: ${reason}`);
console.error('No advisory was checked. Falling back to deprecation and freshness from the registry.\n');

const lock = JSON.parse(fs.readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const installed = new Map();
for (const [key, entry] of Object.entries(lock.packages)) {
  if (!key.includes('node_modules/') || entry.dev || entry.link || !entry.version) continue;
  const name = entry.name ?? packageName(key);
  const versions = installed.get(name) ?? new Set();
  versions.add(entry.version);
  installed.set(name, versions);
}

// Who asks for each package, and with what range: a package behind its newest release is often
// held there by a dependent's range (a development tool's too, when they share one copy), which
// no update of Godown's own can change.
const requirers = new Map();
for (const [key, entry] of Object.entries(lock.packages)) {
  const by = key === '' ? 'godown' : packageName(key);
  for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies']) {
    for (const [name, range] of Object.entries(entry[field] ?? {})) {
      if (!installed.has(name)) continue;
      const list = requirers.get(name) ?? [];
      list.push(`"${range}" by ${by}${entry.dev ? ' (dev)' : ''}`);
      requirers.set(name, list);
    }
  }
}

const names = [...installed.keys()].sort();
const documents = new Map();
let next = 0;
await Promise.all(
  Array.from({ length: FETCH_CONCURRENCY }, async () => {
    while (next < names.length) {
      const name = names[next++];
      documents.set(name, await fetchDocument(name));
    }
  }),
);

const findings = [];
let checked = 0;
for (const name of names) {
  const document = documents.get(name);
  if (!document) {
    findings.push(`${name}: the registry did not answer`);
    continue;
  }
  const published = Object.keys(document.versions ?? {}).filter((v) => !v.includes('-'));
  for (const version of installed.get(name)) {
    checked += 1;
    const deprecated = document.versions?.[version]?.deprecated;
    if (deprecated) findings.push(`${name}@${version}: deprecated: ${deprecated}`);
    const newest = newestOfMajor(published, version);
    if (newest && compare(newest, version) > 0) {
      const all = [...new Set(requirers.get(name) ?? [])];
      const wantedBy = all.slice(0, 4).join(', ') + (all.length > 4 ? `, ${all.length - 4} more` : '');
      findings.push(
        `${name}@${version}: ${newest} is out in the same major version` +
          (wantedBy ? ` (required as ${wantedBy})` : ''),
      );
    }
  }
}

console.log(`${checked} production package versions checked against the registry.`);
if (findings.length === 0) {
  console.log('None is deprecated or behind the newest release of its major version.');
} else {
  for (const finding of findings) console.log(`- ${finding}`);
}
process.exit(2);

async function fetchDocument(name) {
  try {
    const response = await fetch(`${REGISTRY}/${name.replace('/', '%2f')}`, {
      headers: { accept: 'application/vnd.npm.install-v1+json' },
      signal: AbortSignal.timeout(20_000),
    });
    return response.ok ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}

/** The package a lockfile key installs: `node_modules/a/node_modules/@b/c` is `@b/c`. */
function packageName(key) {
  const at = key.lastIndexOf('node_modules/');
  return at === -1 ? key : key.slice(at + 'node_modules/'.length);
}

function newestOfMajor(published, version) {
  const major = version.split('.')[0];
  return published
    .filter((v) => v.split('.')[0] === major)
    .sort(compare)
    .at(-1);
}

function compare(a, b) {
  const [x, y] = [a, b].map((v) => v.split('-')[0].split('.').map(Number));
  for (let i = 0; i < 3; i += 1) {
    if (x[i] !== y[i]) return x[i] - y[i];
  }
  return 0;
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function lastLine(text) {
  return text
    ?.split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .at(-1);
}
