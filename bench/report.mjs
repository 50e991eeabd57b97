// What `npm run bench` prints and judges: the budgets (docs/performance.md#budgets), each read's
// verdicts against them, and the markdown table of one run (bench/run.mjs).

/** The performance budgets (docs/performance.md#budgets): PostgreSQL, 50 connections, full scale. */
export const BUDGETS = {
  read: { p99: 30, ratio: 0.3 },
  search: { p99: 60 },
  dashboard: { p99: 30 },
  // The dashboard's charts at CHARTS_CONNECTIONS: five aggregates over every product, every placement
  // and a month of the ledger (docs/performance.md#charts).
  charts: { p99: 1000 },
  writes: { rps: 500 },
  pgliteFactor: 5,
  // 500 idle live-update streams: a socket and a small object each, no work between changes.
  events: { perStreamKB: 64, idleCpuPercent: 1, fanoutMs: 1000 },
  // Nothing kept (bench/reads.mjs): each search kind a user types, and the detail reads.
  coldSearch: { p99: 50, ratio: 0.1 },
  coldDetail: { ratio: 0.15 },
  // Each single write against pgbench's TPC-B-like tps on the same server in the same run.
  singleWrite: { ratio: 0.5, p99: 50 },
  // Selling's writes of 20 lines on one warehouse's same 20 products (bench/sales.mjs): the p99 a
  // person taking orders waits at most; reported against pgbench, with the reasoning in
  // docs/performance.md#selling.
  salesWrite: { p99: 1000 },
};

import { COLD_SEARCHES, DETAIL_READS } from './reads.mjs';

/**
 * Whether a measurement saw any answer: a read slower than the whole run ends with none, and its
 * latencies read 0 (autocannon counts only answered requests), which must not pass a budget.
 */
const answered = (r) => r.requests > 0;

const fmt = (n) => (n === undefined || n === null ? '—' : String(n));

export function verdicts(out) {
  const pgReads = out.targets.postgres?.reads ?? {};
  const lite = out.targets.pglite?.reads ?? {};
  const base = out.baseline?.rps ?? 0;
  const checks = [];
  for (const [key, r] of Object.entries(out.targets.postgres?.cold ?? {})) {
    const ratio = base ? r.rps / base : 0;
    if (COLD_SEARCHES.includes(key)) {
      const { p99, ratio: least } = BUDGETS.coldSearch;
      checks.push({
        what: `cold, ${r.label}: p99 <= ${p99} ms`,
        ok: answered(r) && r.p99 <= p99,
        value: answered(r) ? `${r.p99} ms` : 'no answer within the run',
      });
      checks.push({
        what: `cold, ${r.label}: >= ${least} of the ceiling's req/s`,
        ok: ratio >= least,
        value: ratio.toFixed(2),
      });
    } else if (DETAIL_READS.includes(key)) {
      const least = BUDGETS.coldDetail.ratio;
      checks.push({
        what: `cold, ${r.label}: >= ${least} of the ceiling's req/s`,
        ok: ratio >= least,
        value: ratio.toFixed(2),
      });
    }
    if (r.errors || r.non2xx)
      checks.push({
        what: `cold, ${r.label}: no errors`,
        ok: false,
        value: `${r.errors} errors, ${r.non2xx} non-2xx`,
      });
  }
  for (const [key, r] of Object.entries(pgReads)) {
    if (r.kind === 'read') {
      checks.push({
        what: `${r.label}: p99 <= ${BUDGETS.read.p99} ms`,
        ok: answered(r) && r.p99 <= BUDGETS.read.p99,
        value: answered(r) ? `${r.p99} ms` : 'no answer within the run',
      });
      const ratio = base ? r.rps / base : 0;
      checks.push({
        what: `${r.label}: >= ${BUDGETS.read.ratio} of the ceiling's req/s`,
        ok: ratio >= BUDGETS.read.ratio,
        value: ratio.toFixed(2),
      });
    } else if (r.kind === 'search') {
      checks.push({
        what: `${r.label}: p99 <= ${BUDGETS.search.p99} ms`,
        ok: answered(r) && r.p99 <= BUDGETS.search.p99,
        value: answered(r) ? `${r.p99} ms` : 'no answer within the run',
      });
    } else if (r.kind === 'dashboard' || r.kind === 'charts') {
      const budget = BUDGETS[r.kind].p99;
      checks.push({ what: `${r.label}: p99 <= ${budget} ms`, ok: r.p99 <= budget, value: `${r.p99} ms` });
    }
    if (r.errors || r.non2xx)
      checks.push({
        what: `${r.label}: no errors`,
        ok: false,
        value: `${r.errors} errors, ${r.non2xx} non-2xx`,
      });
    const l = lite[key];
    if (l && r.kind !== 'info') {
      const factor = Math.max(l.p99 / Math.max(r.p99, 1), r.rps / Math.max(l.rps, 1));
      checks.push({
        what: `${r.label}: PGlite within ${BUDGETS.pgliteFactor}x of PostgreSQL`,
        // PGlite answering nothing reads p99 0 and would pass: it is no answer, not a fast one.
        ok: answered(l) && factor <= BUDGETS.pgliteFactor,
        value: answered(l) ? `${factor.toFixed(1)}x` : 'no answer',
      });
    }
  }
  for (const [name, t] of Object.entries(out.targets)) {
    const e = t.events;
    if (!e) continue;
    checks.push({
      what: `${name}: ${e.streams} idle event streams cost <= ${BUDGETS.events.perStreamKB} KB each`,
      ok: e.perStreamKB <= BUDGETS.events.perStreamKB,
      value: `${e.perStreamKB} KB`,
    });
    checks.push({
      what: `${name}: ${e.streams} idle event streams use <= ${BUDGETS.events.idleCpuPercent}% CPU`,
      ok: e.idleCpuPercent <= BUDGETS.events.idleCpuPercent,
      value: `${e.idleCpuPercent}%`,
    });
    checks.push({
      what: `${name}: one change reaches all ${e.streams} streams within ${BUDGETS.events.fanoutMs} ms`,
      ok: e.fanoutMs.max <= BUDGETS.events.fanoutMs,
      value: `${e.fanoutMs.max} ms`,
    });
  }
  const tpcb = out.targets.postgres?.pgbench;
  for (const w of Object.values(out.targets.postgres?.singleWrites ?? {})) {
    const { ratio, p99 } = BUDGETS.singleWrite;
    if (tpcb) {
      checks.push({
        what: `${w.label}: >= ${ratio} of pgbench's tps`,
        ok: answered(w) && w.rps / tpcb.tps >= ratio,
        value: (w.rps / tpcb.tps).toFixed(2),
      });
    }
    checks.push({
      what: `${w.label}: p99 <= ${p99} ms`,
      ok: answered(w) && w.p99 <= p99,
      value: `${w.p99} ms`,
    });
    checks.push({
      what: `${w.label}: zero errors`,
      ok: answered(w) && !w.errors && !w.non2xx && !w.timeouts,
      value: `${w.errors} errors, ${w.non2xx} non-2xx`,
    });
  }
  for (const w of Object.values(out.targets.postgres?.salesWrites ?? {})) {
    checks.push({
      what: `${w.label}: p99 <= ${BUDGETS.salesWrite.p99} ms`,
      ok: answered(w) && w.p99 <= BUDGETS.salesWrite.p99,
      value: `${w.p99} ms`,
    });
    checks.push({
      what: `${w.label}: zero errors`,
      ok: answered(w) && !w.errors && !w.non2xx && !w.timeouts,
      value: `${w.errors} errors, ${w.non2xx} non-2xx`,
    });
  }
  const w = out.targets.postgres?.writes;
  if (w) {
    checks.push({
      what: `write mix: >= ${BUDGETS.writes.rps} req/s`,
      ok: w.rps >= BUDGETS.writes.rps,
      value: `${w.rps} req/s`,
    });
    checks.push({
      what: 'write mix: zero errors',
      ok: !w.errors && !w.non2xx && !w.timeouts,
      value: `${w.errors} errors, ${w.non2xx} non-2xx`,
    });
    checks.push({
      what: 'write mix: final quantities correct',
      ok: w.quantitiesCorrect,
      value: w.quantitiesCorrect ? 'yes' : w.wrong.join('; '),
    });
  }
  return checks;
}

export function table(out) {
  const pgT = out.targets.postgres;
  const liteT = out.targets.pglite;
  const base = out.baseline?.rps;
  const lines = [];
  lines.push(
    `| endpoint | PostgreSQL kept req/s | p50 ms | p99 ms | of ceiling | cold req/s | p50 ms | p99 ms | of ceiling | PGlite kept req/s | p50 ms | p99 ms |`,
  );
  lines.push(`|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|`);
  if (out.baseline) {
    lines.push(
      `| bare node:http, products page bytes (ceiling) | ${out.baseline.rps} | ${out.baseline.p50} | ${out.baseline.p99} | 1.00 | | | | | | | |`,
    );
  }
  const keys = Object.keys(pgT?.reads ?? liteT?.reads ?? {});
  for (const key of keys) {
    const p = pgT?.reads[key];
    const c = pgT?.cold?.[key];
    const l = liteT?.reads[key];
    const label = (p ?? l).label;
    const share = (r) => (r && base ? (r.rps / base).toFixed(2) : '—');
    const late = (r, value) => (r && !answered(r) ? 'none in the run' : fmt(value));
    lines.push(
      `| ${label} | ${fmt(p?.rps)} | ${fmt(p?.p50)} | ${fmt(p?.p99)} | ${share(p)} | ${fmt(c?.rps)} | ${late(c, c?.p50)} | ${late(c, c?.p99)} | ${share(c)} | ${fmt(l?.rps)} | ${fmt(l?.p50)} | ${fmt(l?.p99)} |`,
    );
  }
  const pw = pgT?.writes;
  const lw = liteT?.writes;
  if (pw || lw) {
    lines.push(
      `| write mix (place, remove, edit) | ${fmt(pw?.rps)} | ${fmt(pw?.p50)} | ${fmt(pw?.p99)} | | | | | | ${fmt(lw?.rps)} | ${fmt(lw?.p50)} | ${fmt(lw?.p99)} |`,
    );
  }
  const pl = pgT?.login;
  const ll = liteT?.login;
  if (pl || ll) {
    lines.push(
      `| POST /users/login (8 connections; argon2id) | ${fmt(pl?.rps)} | ${fmt(pl?.p50)} | ${fmt(pl?.p99)} | | | | | | ${fmt(ll?.rps)} | ${fmt(ll?.p50)} | ${fmt(ll?.p99)} |`,
    );
  }
  const single = pgT?.singleWrites;
  if (single) {
    const tpcb = pgT.pgbench;
    lines.push(
      '',
      '| write, PostgreSQL, 50 connections | req/s | p50 ms | p99 ms | of pgbench |',
      '|---|---:|---:|---:|---:|',
    );
    if (tpcb) {
      lines.push(
        `| pgbench TPC-B-like (scale ${tpcb.scale}, five statements a transaction), the ceiling | ${tpcb.tps} | ${tpcb.p50} | ${tpcb.p99} | 1.00 |`,
      );
    }
    for (const w of [...Object.values(single), ...Object.values(pgT?.salesWrites ?? {})]) {
      lines.push(
        `| ${w.label} | ${w.rps} | ${w.p50} | ${w.p99} | ${tpcb ? (w.rps / tpcb.tps).toFixed(2) : '—'} |`,
      );
    }
  }
  const pe = pgT?.events;
  const le = liteT?.events;
  if (pe || le) {
    const row = (e) =>
      e
        ? `RSS ${e.rssOpenMB} MB with them open (${e.perStreamKB} KB more a stream); idle CPU ${e.idleCpuPercent}%; one change reaches all in p50 ${e.fanoutMs.p50} / max ${e.fanoutMs.max} ms`
        : '—';
    lines.push(
      '',
      `| ${(pe ?? le).streams} open event streams (the per-stream cost: as many more opened) | PostgreSQL | PGlite |`,
      '|---|---|---|',
      `| memory, idle CPU, fan-out of one change | ${row(pe)} | ${row(le)} |`,
    );
  }
  const fileKeys = Object.keys(pgT?.files ?? liteT?.files ?? {});
  if (fileKeys.length) {
    lines.push(
      '',
      '| file or report (one at a time, middle of 3) | PostgreSQL ms | PGlite ms | size |',
      '|---|---:|---:|---:|',
    );
    for (const key of fileKeys) {
      const p = pgT?.files?.[key];
      const l = liteT?.files?.[key];
      const size = (p ?? l).bytes;
      lines.push(
        `| ${(p ?? l).label} | ${fmt(p?.ms)} | ${fmt(l?.ms)} | ${size >= 1024 * 1024 ? `${(size / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(size / 1024)} KB`} |`,
      );
    }
  }
  if (pgT?.workers) {
    lines.push(
      '',
      '| PostgreSQL, WORKERS=1 vs 2 | 1 worker req/s | p99 ms | 2 workers req/s | p99 ms |',
      '|---|---:|---:|---:|---:|',
    );
    for (const [key, w] of Object.entries(pgT.workers)) {
      const one = pgT.reads[key];
      lines.push(`| ${w.label} | ${fmt(one?.rps)} | ${fmt(one?.p99)} | ${w.rps} | ${w.p99} |`);
    }
  }
  return lines.join('\n');
}
