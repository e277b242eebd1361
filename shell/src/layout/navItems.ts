import { NAV_FEATURES } from '@cigogne/remote-contract/features';

/** Top navigation (signed in only), in order: home, then each non-admin feature of the registry. */
export const NAV_ITEMS: ReadonlyArray<{ to: string; labelId: string; end: boolean }> = [
  { to: '/', labelId: 'shell.nav.home', end: true },
  ...NAV_FEATURES.map((feature) => ({ to: feature.routePrefix, labelId: feature.navLabelKey, end: false })),
];
