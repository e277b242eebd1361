/** Top navigation (signed in only), in order. */
export const NAV_ITEMS = [
  { to: '/', labelId: 'shell.nav.home', end: true },
  { to: '/predictions', labelId: 'shell.nav.predictions', end: false },
  { to: '/wishlists', labelId: 'shell.nav.wishlists', end: false },
  { to: '/timelines', labelId: 'shell.nav.timelines', end: false },
] as const;
