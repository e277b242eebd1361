import { screen, within } from '@testing-library/react';
import { fakeItem, listGateway, listWishlist, server, setupFakeServer } from './fakeServer';
import { renderWishlists } from './testApp';

setupFakeServer();

const example = listWishlist({
  id: 'example',
  title: 'Liste de naissance de Jade',
  description: 'Une liste d’exemple.',
  isMine: false,
  items: [
    fakeItem({ id: 'e1', title: 'Tapis d’éveil', price: 59, category: 'wakeup', url: 'https://shop.example/tapis' }),
    fakeItem({ id: 'e2', title: 'Chaise haute', price: 129, category: 'meal', isReserved: true, reservedAt: '2026-03-02T10:00:00.000Z' }),
  ],
});

it('shows the demo list with reserve and view-link buttons disabled and a create button', async () => {
  server.use(...listGateway([], { example }).handlers);
  renderWishlists('/wishlists/example', { user: null });

  expect(await screen.findByRole('heading', { level: 1, name: 'Liste de naissance de Jade' })).toBeInTheDocument();
  expect(screen.getByText('Ceci est une liste d’exemple : la réservation et les liens sont désactivés.')).toBeInTheDocument();
  const mat = screen.getByRole('listitem', { name: 'Tapis d’éveil' });
  expect(within(mat).getByRole('button', { name: 'Réserver « Tapis d’éveil »' })).toBeDisabled();
  expect(within(mat).getByRole('button', { name: /Voir le produit «\sTapis d’éveil\s»/ })).toBeDisabled();
  expect(within(mat).queryByRole('link')).not.toBeInTheDocument();
  expect(within(screen.getByRole('listitem', { name: 'Chaise haute' })).getByText('Réservé')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Créer ma liste/ })).toHaveAttribute('href', '/wishlists/create');
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Éveil 1 article', 'Repas 1 article']);
});
