// The latency of a visitor's first tap on a guest page, on a phone: Chromium's CPU slowed down 4×
// (Lighthouse's mobile setting, CDP Emulation.setCPUThrottlingRate), as INP counts it (Event
// Timing: the longest event of the interaction, from the tap to the next paint; the `first-input`
// entry too, reported whatever its duration). The tap comes once its element answers taps
// (hydrated, or its island started) and the page's start has settled (no long task for a second):
// what a visitor sees as a ready page. Run by `npm run longtasks` (longtasks.mjs).
import { expect } from '@playwright/test';
import { FIRST_TAPS } from '../support/first-taps.ts';
import { answersTaps } from '../support/live-page.ts';

/** Records the page's interactions (Event Timing) and long tasks from its first byte. */
const RECORD = () => {
  const w = window;
  w.__events = [];
  w.__lastLongTask = 0;
  const keep = (e) => w.__events.push({ id: e.interactionId ?? 0, duration: e.duration });
  new PerformanceObserver((list) => list.getEntries().forEach(keep)).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  new PerformanceObserver((list) => list.getEntries().forEach(keep)).observe({ type: 'first-input', buffered: true });
  new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.__lastLongTask = e.startTime + e.duration))).observe({
    type: 'longtask',
    buffered: true,
  });
};

/**
 * One load of `url` at `slowdown` × CPU; the tap `kind` of FIRST_TAPS on its ready page. Returns
 * the latency of the visitor's first interaction (ms).
 */
export async function firstTapLatency(browser, url, kind, slowdown) {
  const tap = FIRST_TAPS[kind];
  if (!tap) throw new Error(`first tap: no tap "${kind}" in e2e/support/first-taps.ts`);
  const context = await browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.addInitScript(RECORD);
    await page.goto(url);
    const target = await tap.target(page);
    await expect.poll(() => target.evaluate(answersTaps), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => page.evaluate(() => performance.now() - window.__lastLongTask > 1000), { timeout: 60_000 }).toBe(true);
    await target.tap();
    await tap.shown(page);
    // an interaction's entries are reported after the paint that follows it
    const latency = await page.waitForFunction(() => {
      const events = window.__events.filter((e) => e.id > 0);
      if (!events.length) return null;
      return Math.max(...events.filter((e) => e.id === events[0].id).map((e) => e.duration));
    });
    return await latency.jsonValue();
  } finally {
    await context.close();
  }
}
