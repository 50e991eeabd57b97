/**
 * One computation's result shared by every caller for a while: an expensive read many users ask for
 * at once (the dashboard's company-wide charts) is computed once, not once per request.
 *
 * - Younger than `maxAgeMs` (counted from when its computation started, so it never describes the
 *   database as it was longer ago than that): every caller gets it.
 * - Older: the first caller starts a new computation and, while it runs, callers get the previous
 *   result, unless that is older than `staleMaxMs`, when they wait for the new one.
 * - One computation at a time; a failed one is forgotten (the next caller tries again) and fails
 *   only the callers that waited for it.
 * - `maxAgeMs` 0: every call computes, nothing is shared.
 */
export function sharedResult<T>(
  compute: () => Promise<T>,
  { maxAgeMs, staleMaxMs }: { maxAgeMs: number; staleMaxMs: number },
  now: () => number = () => performance.now(),
): () => Promise<T> {
  let done: { value: T; startedAt: number } | undefined;
  let running: Promise<T> | undefined;

  const refresh = (): Promise<T> => {
    if (running) return running;
    const startedAt = now();
    const computation = compute().then((value) => {
      if (!done || startedAt >= done.startedAt) done = { value, startedAt };
      return value;
    });
    running = computation;
    // Settled either way, the next refresh may start; the callers who waited see the outcome.
    computation
      .finally(() => {
        if (running === computation) running = undefined;
      })
      .catch(() => {});
    return computation;
  };

  return () => {
    if (maxAgeMs <= 0) return compute();
    const age = done ? now() - done.startedAt : Infinity;
    if (done && age < maxAgeMs) return Promise.resolve(done.value);
    const next = refresh();
    if (done && age < staleMaxMs) {
      // The caller takes the previous sums; the new ones' failure is the next caller's to see.
      next.catch(() => {});
      return Promise.resolve(done.value);
    }
    return next;
  };
}
