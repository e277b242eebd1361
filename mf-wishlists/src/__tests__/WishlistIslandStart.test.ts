import { ISLANDS_GLOBAL, type IslandEntry } from '@cigogne/remote-contract/islands';

/**
 * The island runs as the page loads, on every guest's phone: it must not build an Intl formatter
 * before one is needed (each loads ICU data, and a currency formatter made at import was most of the
 * page's blocking time). The reservation dialog builds its own when it opens.
 */
it('loads and starts without building an Intl formatter', async () => {
  const built: string[] = [];
  for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'ListFormat', 'RelativeTimeFormat'] as const) {
    const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
    jest.spyOn(Intl, name).mockImplementation(((...args: unknown[]) => {
      built.push(name);
      return new Original(...args);
    }) as never);
  }
  window.history.replaceState(null, '', '/app/wishlists/w1');
  await import('../islands/wishlist.island');
  const registry = (window as unknown as Record<string, Record<string, IslandEntry>>)[ISLANDS_GLOBAL];
  expect(typeof registry.wishlist).toBe('function');
  registry.wishlist({ language: 'fr', wakeApp: () => undefined });
  expect(built).toEqual([]);
});
