// A Vitest reporter for `npm test` (scripts/test.mjs): writes every test file's time, with its
// project (the API suite runs as `server` on PGlite and `server-pg` on PostgreSQL, one file twice),
// to the JSON file GODOWN_VITEST_TIMINGS names. The time is the file's whole stay in its worker:
// setting up, importing the file and what it imports, then its tests and hooks.
import fs from 'node:fs';

export default class TimingsReporter {
  onTestRunEnd(testModules) {
    const out = process.env.GODOWN_VITEST_TIMINGS;
    if (!out) return;
    const files = testModules.map((module) => {
      const d = module.diagnostic();
      const ms =
        d.prepareDuration + d.environmentSetupDuration + d.setupDuration + d.collectDuration + d.duration;
      return { project: module.project.name, file: module.moduleId, seconds: ms / 1000 };
    });
    fs.writeFileSync(out, JSON.stringify(files));
  }
}
