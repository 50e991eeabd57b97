import { describe, expect, it } from 'vitest';
import { sharedResult } from './shared-result.js';

/** A computation the test settles by hand, counting its calls. */
function manualComputation() {
  const pending: Array<{ resolve: (value: number) => void; reject: (error: Error) => void }> = [];
  let calls = 0;
  const compute = () =>
    new Promise<number>((resolve, reject) => {
      calls += 1;
      pending.push({ resolve, reject });
    });
  return { compute, pending, calls: () => calls };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('sharedResult', () => {
  const limits = { maxAgeMs: 10_000, staleMaxMs: 60_000 };

  it('computes once for callers at the same time and shares the result while it is young', async () => {
    let clock = 0;
    const { compute, pending, calls } = manualComputation();
    const read = sharedResult(compute, limits, () => clock);
    const first = read();
    const second = read();
    expect(calls()).toBe(1);
    pending[0]!.resolve(7);
    expect(await first).toBe(7);
    expect(await second).toBe(7);
    clock = 9_999;
    expect(await read()).toBe(7);
    expect(calls()).toBe(1);
  });

  it('once old, answers with the previous result while one new computation runs', async () => {
    let clock = 0;
    const { compute, pending, calls } = manualComputation();
    const read = sharedResult(compute, limits, () => clock);
    const first = read();
    pending[0]!.resolve(1);
    await first;
    clock = 10_000;
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    expect(calls()).toBe(2);
    pending[1]!.resolve(2);
    await flush();
    expect(await read()).toBe(2);
    expect(calls()).toBe(2);
  });

  it('waits for the new result when the previous one is too old', async () => {
    let clock = 0;
    const { compute, pending } = manualComputation();
    const read = sharedResult(compute, limits, () => clock);
    const first = read();
    pending[0]!.resolve(1);
    await first;
    clock = 60_000;
    const late = read();
    pending[1]!.resolve(3);
    expect(await late).toBe(3);
  });

  it('forgets a failed computation: its waiters see the failure, the next caller tries again', async () => {
    const { compute, pending, calls } = manualComputation();
    const read = sharedResult(compute, limits, () => 0);
    const first = read();
    pending[0]!.reject(new Error('database gone'));
    await expect(first).rejects.toThrow('database gone');
    await flush();
    const second = read();
    expect(calls()).toBe(2);
    pending[1]!.resolve(5);
    expect(await second).toBe(5);
  });

  it('computes on every call when the age allowed is 0', async () => {
    const { compute, pending, calls } = manualComputation();
    const read = sharedResult(compute, { maxAgeMs: 0, staleMaxMs: 0 }, () => 0);
    void read();
    void read();
    expect(calls()).toBe(2);
    for (const call of pending) call.resolve(0);
  });
});
