import { expect, it } from '@jest/globals';
import { LeaseBook } from '../leases.js';

// a bucket of 160 points: leases of 10, for charges of at most 2
const book = () => new LeaseBook({ maximumAvailable: 160, restoreRate: 1 }, () => undefined);

it('asks one lease per bucket at a time: a charge sent before the first answered asks none', () => {
  const leases = book();
  expect(leases.ask('a', 1)).toBe(10);
  // a second statement while the first is under way: without a lease (it would strand the first's points)
  expect(leases.ask('a', 1)).toBe(0);
  // another bucket asks its own
  expect(leases.ask('b', 1)).toBe(10);
  leases.answered('a');
  expect(leases.ask('a', 1)).toBe(10);
});

it('asks none for a charge larger than a quarter of a lease', () => {
  expect(book().ask('a', 3)).toBe(0);
  expect(book().ask('a', 2)).toBe(10);
});

it('takes small charges from a lease, then hands it back once it cannot carry the next', () => {
  const leases = book();
  leases.lend('a', 10, 150);
  for (let i = 0; i < 10; i += 1) expect(leases.take('a', 1)).toBeGreaterThan(0);
  expect(leases.take('a', 1)).toBeUndefined();
  expect(leases.drainReturned()).toEqual([expect.objectContaining({ key: 'a', remaining: 0 })]);
  leases.returnAll();
});
