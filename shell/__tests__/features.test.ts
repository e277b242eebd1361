import { FEATURES } from '@cigogne/remote-contract/features';
import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';
import { NAV_ITEMS } from '../src/layout/navItems';

/** remote-contract/features.json is the one list of features: the shell's navigation and texts follow it. */
describe.each(FEATURES.map((f) => [f.name, f] as const))('feature %s', (_name, feature) => {
  it('follows the naming rule the gateway and the rspack factory rely on', () => {
    expect(feature.name).toMatch(/^[a-z][a-z0-9]*$/);
    expect(feature.container).toBe(`mf_${feature.name}`);
    expect(feature.routePrefix).toMatch(/^\/[a-z0-9-]+$/);
  });

  it('has its navigation label and section title in French and English', () => {
    for (const key of [feature.navLabelKey, feature.titleKey]) {
      expect(fr).toHaveProperty([key]);
      expect(en).toHaveProperty([key]);
    }
  });
});

it('has unique names, prefixes and dev ports', () => {
  for (const field of ['name', 'routePrefix', 'devPort'] as const) {
    expect(new Set(FEATURES.map((f) => f[field])).size).toBe(FEATURES.length);
  }
});

it('puts home then every non-admin feature, in registry order, in the top navigation', () => {
  expect(NAV_ITEMS.map((item) => item.to)).toEqual(['/', ...FEATURES.filter((f) => !f.adminOnly).map((f) => f.routePrefix)]);
  expect(NAV_ITEMS.map((item) => item.to)).toEqual(['/', '/predictions', '/wishlists', '/timelines']);
});
