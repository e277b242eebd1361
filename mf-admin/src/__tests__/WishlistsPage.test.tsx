import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdminGateway, fakeWishlist, server, setupFakeServer } from './fakeServer';
import { renderAdmin } from './testApp';
// Loaded before the tests: on a loaded machine the lazy chunk's first evaluation alone can outlast a findBy.
import '../pages/WishlistsPage';

setupFakeServer();

it('lists wishlists with their counts, each opening the app’s wishlist page', async () => {
  const gateway = fakeAdminGateway({
    wishlists: [
      fakeWishlist({
        id: 'w1',
        title: 'Liste de Léa',
        visibility: 'private',
        itemCount: 7,
        reservedCount: 3,
        unitCount: 9,
        reservedUnits: 4,
        pledgeCount: 1,
      }),
    ],
  });
  server.use(...gateway.handlers);
  renderAdmin('/admin/wishlists');

  const row = (await screen.findByText('Liste de Léa')).closest('tr')!;
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(expect.arrayContaining(['Privé', '7', '4 sur 9 · 1 participation', '1er mars 2026 à 12:00', '2 mai 2026 à 12:00']));
  const open = within(row).getByRole('link', { name: 'Ouvrir la liste Liste de Léa' });
  expect(open).toHaveAttribute('href', '/wishlists/w1');
  await userEvent.click(open);
  expect(screen.getByTestId('location')).toHaveTextContent('/wishlists/w1');
});

it('says when there is no wishlist', async () => {
  server.use(...fakeAdminGateway({ wishlists: [] }).handlers);
  renderAdmin('/admin/wishlists');
  expect(await screen.findByText('Aucune liste trouvée')).toBeInTheDocument();
});
