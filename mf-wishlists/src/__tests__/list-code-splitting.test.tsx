import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeItem, listGateway, listWishlist, server, setupFakeServer } from './fakeServer';
import { renderWishlists } from './testApp';

// Each lazily loaded module records when it is evaluated: a guest's first visit of a public list
// loads the public page only, neither the owner's view nor the reservation form until asked.
// A function declaration and a global: jest.mock factories are hoisted above the file's constants.
function lazyModule(name: string, path: string) {
  ((globalThis as { loadedModules?: string[] }).loadedModules ??= []).push(name);
  return jest.requireActual(path);
}
jest.mock('../pages/PublicWishlistPage', () => lazyModule('public', '../pages/PublicWishlistPage'));
jest.mock('../components/OwnerWishlist', () => lazyModule('owner-view', '../components/OwnerWishlist'));
jest.mock('../dialogs/ReservationDialog', () => lazyModule('reserve', '../dialogs/ReservationDialog'));
jest.mock('../pages/WishlistListPage', () => lazyModule('list', '../pages/WishlistListPage'));
jest.mock('../pages/CreateWishlistPage', () => lazyModule('create', '../pages/CreateWishlistPage'));
jest.mock('../pages/WishlistSettingsPage', () => lazyModule('settings', '../pages/WishlistSettingsPage'));

setupFakeServer();

const loaded = () => (globalThis as { loadedModules?: string[] }).loadedModules;

it("loads the reservation form only when a guest reserves, and never the owner's view", async () => {
  const user = userEvent.setup({ delay: null });
  const wishlist = listWishlist({ id: 'w1', isMine: false, items: [fakeItem({ id: 'i1', title: 'Gigoteuse', category: 'bedroom' })] });
  server.use(...listGateway([wishlist]).handlers);
  renderWishlists('/wishlists/w1', { user: null });

  expect(await screen.findByRole('heading', { level: 1, name: wishlist.title })).toBeInTheDocument();
  expect(loaded()).toEqual(['public']);
  await user.click(screen.getByRole('button', { name: 'Réserver «\u00a0Gigoteuse\u00a0»' }));
  expect(await screen.findByRole('dialog', { name: 'Réserver «\u00a0Gigoteuse\u00a0»' })).toBeInTheDocument();
  expect(loaded()).toEqual(['public', 'reserve']);
});
