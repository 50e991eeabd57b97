// Files and reports in the benchmark (bench/run.mjs): the whole catalogue's exports and the reports,
// timed one request at a time.
import { API, log } from './servers.mjs';

/**
 * Files and reports, one request at a time: each is fetched three times and the middle time kept,
 * with its size. The whole catalogue's exports stream every product; the reports aggregate the
 * placements, the ledger and the batches.
 */
export async function fileTimings(base, token) {
  const monthAgo = new Date(Date.now() - 30 * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const files = [
    {
      key: 'exportProductsCsv',
      label: 'GET /export/products?format=csv (every product)',
      path: '/export/products?format=csv',
    },
    {
      key: 'exportProductsXlsx',
      label: 'GET /export/products?format=xlsx (every product)',
      path: '/export/products?format=xlsx',
    },
    {
      key: 'exportMovementsCsv',
      label: 'GET /export/movements?format=csv (the last 30 days)',
      path: `/export/movements?format=csv&from=${monthAgo}`,
    },
    { key: 'valuation', label: 'GET /reports/valuation (today)', path: '/reports/valuation' },
    {
      key: 'valuationPast',
      label: 'GET /reports/valuation?asOf=<30 days ago> (from the ledger)',
      path: `/reports/valuation?asOf=${monthAgo}`,
    },
    {
      key: 'valuationPdf',
      label: 'GET /reports/valuation?format=pdf',
      path: '/reports/valuation?format=pdf',
    },
    {
      key: 'movementsReport',
      label: 'GET /reports/movements (the last 30 days)',
      path: '/reports/movements',
    },
    { key: 'expiringReport', label: 'GET /reports/expiring?days=90', path: '/reports/expiring?days=90' },
  ];
  const results = {};
  for (const f of files) {
    const times = [];
    let bytes = 0;
    for (let i = 0; i < 3; i++) {
      const started = process.hrtime.bigint();
      const res = await fetch(`${base}${API}${f.path}`, { headers: { authorization: `Bearer ${token}` } });
      const body = Buffer.from(await res.arrayBuffer());
      if (!res.ok) throw new Error(`${f.label}: ${res.status} ${body.toString('utf8').slice(0, 200)}`);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      bytes = body.length;
    }
    times.sort((a, b) => a - b);
    results[f.key] = { label: f.label, ms: Math.round(times[1]), bytes };
    log(`  ${f.label}: ${results[f.key].ms} ms, ${(bytes / 1024).toFixed(0)} KB`);
  }
  return results;
}
