// Live-update streams under load (docs/performance.md): N event streams held open on one server,
// what they cost in memory and in CPU while nothing happens, and how long one change takes to reach
// all of them. Reads the server's own RSS and CPU time from /proc.
import fs from 'node:fs';
import http from 'node:http';
import { API, sleep } from './servers.mjs';

/** The server process's resident memory (bytes) and CPU time used so far (ms), from /proc. */
function usage(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const rss = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
  return { rss, cpuMs: (ticks * 1000) / 100 };
}

/** Opens one stream with the bearer token; resolves once `ready` arrived, with a way to wait for a change. */
function openStream(base, token) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}${API}/events`,
      { agent: false, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET /events: ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let text = '';
        let onChange = null;
        response.on('data', (chunk) => {
          text += chunk;
          if (text.includes('event: ready')) {
            const ready = resolve;
            ready({
              close: () => request.destroy(),
              nextChange: () => new Promise((done) => (onChange = done)),
            });
          }
          if (onChange && chunk.includes('event: change')) {
            const done = onChange;
            onChange = null;
            done(Date.now());
          }
        });
      },
    );
    request.on('error', reject);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Opens `count` streams on the server (pid `pid`, at `base`), measures the memory a stream costs,
 * the CPU over `idleSeconds` of quiet with them open, and the time from one alert's creation to its
 * arrival on every stream. Closes them all.
 */
export async function measureEventStreams({ base, pid, token, count, idleSeconds }) {
  const openMany = async (n) => {
    const opened = [];
    for (let i = 0; i < n; i += 50) {
      opened.push(
        ...(await Promise.all(Array.from({ length: Math.min(50, n - i) }, () => openStream(base, token)))),
      );
    }
    return opened;
  };
  const before = usage(pid);
  const opening = Date.now();
  const streams = await openMany(count);
  const openSeconds = (Date.now() - opening) / 1000;
  await sleep(1000);
  const open = usage(pid);
  // What a stream costs, read as the growth from `count` more streams opened straight after: the
  // server's garbage collection shifts its memory by more than a stream weighs, and opening the
  // second lot in one go leaves it little time to.
  const more = await openMany(count);
  await sleep(1000);
  const doubled = usage(pid);
  for (const s of more) s.close();
  await sleep(1000);
  const settled = usage(pid);
  await sleep(idleSeconds * 1000);
  const idle = usage(pid);

  const arrivals = streams.map((s) => s.nextChange());
  const sent = Date.now();
  const res = await fetch(`${base}${API}/alerts/trigger`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: 'system', message: `Bench fan-out ${sent}` }),
  });
  if (res.status !== 201) throw new Error(`POST /alerts/trigger: ${res.status}`);
  const delays = (await Promise.all(arrivals)).map((at) => at - sent).sort((a, b) => a - b);
  for (const s of streams) s.close();
  const mb = (bytes) => Number((bytes / 2 ** 20).toFixed(1));
  return {
    streams: count,
    openSeconds: Number(openSeconds.toFixed(2)),
    rssBeforeMB: mb(before.rss),
    rssOpenMB: mb(open.rss),
    perStreamKB: Number(((doubled.rss - open.rss) / 1024 / count).toFixed(1)),
    idleSeconds,
    idleCpuPercent: Number((((idle.cpuMs - settled.cpuMs) / (idleSeconds * 1000)) * 100).toFixed(2)),
    fanoutMs: { p50: percentile(delays, 50), p99: percentile(delays, 99), max: delays.at(-1) },
  };
}
