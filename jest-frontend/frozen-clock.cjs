// Every test of a package that opts in (withFrozenClock) runs at the same local moment, so no test
// depends on the hour or the day it runs at (e.g. "later today" is still today at 23:30).
// Only Date is faked: timers, microtasks and animation frames stay real for msw, React and antd.
const FROZEN_NOW = new Date(2026, 5, 15, 10, 0, 0);
const REAL = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
];

beforeEach(() => jest.useFakeTimers({ now: FROZEN_NOW, doNotFake: REAL }));
afterEach(() => jest.useRealTimers());
