// The bounds of http/ssr/ without a server: render slots (render-gate.ts) and the page cache
// (page-cache.ts).
import { describe, expect, it } from '@jest/globals';
import { PageCache } from '../ssr/page-cache.js';
import { RenderGate } from '../ssr/render-gate.js';

describe('RenderGate', () => {
  it('gives at most `concurrency` slots; a waiter gets the next freed one, first come first served', async () => {
    const gate = new RenderGate(1);
    const first = await gate.acquire(0);
    expect(first).toBeDefined();
    const order: string[] = [];
    const second = gate.acquire(10_000).then((release) => (order.push('second'), release));
    const third = gate.acquire(10_000).then((release) => (order.push('third'), release));
    first!();
    (await second)!();
    (await third)!();
    expect(order).toEqual(['second', 'third']);
    expect(gate.shed).toBe(0);
  });

  it('answers no slot once the wait is over, and never starts that one later', async () => {
    const gate = new RenderGate(1);
    const held = await gate.acquire(0);
    const started = performance.now();
    expect(await gate.acquire(50)).toBeUndefined();
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(gate.shed).toBe(1);
    held!();
    // the slot is free, not taken by the waiter that gave up
    const next = await gate.acquire(0);
    expect(next).toBeDefined();
    next!();
  });
});

describe('PageCache', () => {
  it('answers a page only for its version, keeps the newest, and drops the least recently used past its size', () => {
    const cache = new PageCache(10);
    cache.set('fr /a', 1, Buffer.from('aaaa'));
    expect(cache.get('fr /a', 1)?.body.toString()).toBe('aaaa');
    expect(cache.get('fr /a', 2)?.body.toString()).toBeUndefined();
    cache.set('fr /a', 3, Buffer.from('AAAA'));
    cache.set('fr /a', 2, Buffer.from('old!'));
    expect(cache.get('fr /a', 3)?.body.toString()).toBe('AAAA');
    cache.set('fr /b', 1, Buffer.from('bbbb'));
    cache.get('fr /a', 3);
    cache.set('fr /c', 1, Buffer.from('cccc'));
    expect([
      cache.get('fr /a', 3)?.body.toString(),
      cache.get('fr /b', 1)?.body.toString(),
      cache.get('fr /c', 1)?.body.toString(),
    ]).toEqual(['AAAA', undefined, 'cccc']);
  });

  it('renders a page again once it is older than its maximum age (what the clock changes on it)', async () => {
    const cache = new PageCache(100, 20);
    cache.set('fr /a', 1, Buffer.from('aaaa'));
    expect(cache.get('fr /a', 1)?.body.toString()).toBe('aaaa');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(cache.get('fr /a', 1)).toBeUndefined();
  });

  it('shares a render under way for its page and version only, until it settles', async () => {
    const cache = new PageCache(100);
    let finish!: (body: Buffer) => void;
    const render = new Promise<Buffer | undefined>((resolve) => (finish = resolve));
    cache.fly('fr /a', 1, render);
    expect(cache.flight('fr /a', 1)).toBe(render);
    expect(cache.flight('fr /a', 2)).toBeUndefined();
    finish(Buffer.from('page'));
    await render;
    await Promise.resolve();
    expect(cache.flight('fr /a', 1)).toBeUndefined();
  });
});
