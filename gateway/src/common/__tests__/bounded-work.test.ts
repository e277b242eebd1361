import { describe, expect, it } from '@jest/globals';
import { BoundedWork } from '../bounded-work.js';

const full = () => new Error('full');

/** A job the test ends when it wants. */
function heldJob() {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  return { job: () => ended, end };
}

describe('BoundedWork', () => {
  it('runs at most `concurrency` jobs at once, queues `queueLength`, refuses the next at once, in arrival order', async () => {
    const work = new BoundedWork(2, 2, full);
    const jobs = Array.from({ length: 4 }, heldJob);
    const order: number[] = [];
    const runs = jobs.map((j, i) => work.run(() => (order.push(i), j.job())));
    await Promise.resolve();
    expect(order).toEqual([0, 1]);
    expect(work.waiting).toBe(2);
    await expect(work.run(async () => 'never')).rejects.toThrow('full');
    expect(work.refused).toBe(1);
    jobs[1].end();
    await runs[1];
    expect(order).toEqual([0, 1, 2]);
    for (const j of jobs) j.end();
    await Promise.all(runs);
    expect(order).toEqual([0, 1, 2, 3]);
    expect(work.peak).toBe(2);
    expect(work.waiting).toBe(0);
  });

  it('frees the slot of a job that failed', async () => {
    const work = new BoundedWork(1, 0, full);
    await expect(work.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(work.run(async () => 'ran')).resolves.toBe('ran');
    expect(work.refused).toBe(0);
  });
});
