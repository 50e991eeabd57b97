import type { FastifyInstance } from 'fastify';

/**
 * Runs `check` when the server is ready and then every `intervalMs`, until the server closes. A
 * check still running finishes before the database closes; a failed check is logged, never thrown.
 * Checks must be safe to run on several servers at once (each is one atomic SQL statement or
 * transaction that raises each alert once).
 */
export function schedulePeriodicCheck(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  check: () => Promise<number>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = async () => {
    try {
      const changed = await check();
      if (changed > 0) app.log.info({ check: name, changed }, `${name}: alerts raised or resolved`);
    } catch (error) {
      app.log.error({ err: error, check: name }, `${name} failed`);
    }
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => {
      running = running.then(run);
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
