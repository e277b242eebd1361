import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { fakeGateway, fakeItem, fakeReservation, ownerHandlers, server, setupFakeServer } from './fakeServer';
import { lea, tom } from './ownerFixtures';
import { renderWishlists } from './testApp';

setupFakeServer();

function gatewayWith(...lists: Parameters<typeof fakeGateway>[0]) {
  const gateway = fakeGateway(lists);
  server.use(...ownerHandlers(gateway), ...gateway.handlers);
  return gateway;
}

it('lists my lists with their visibility, item and reserved counts, the example and create buttons', async () => {
  gatewayWith(lea, tom);
  renderWishlists('/wishlists');

  expect(await screen.findByRole('heading', { level: 1, name: 'Mes listes de naissance' })).toBeInTheDocument();
  const items = await screen.findAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]).getByRole('link', { name: 'La liste de Léa' })).toHaveAttribute('href', '/wishlists/w1');
  expect(within(items[0]).getByText('Public')).toBeInTheDocument();
  expect(within(items[0]).getByText(/4 articles · 2 sur 4 réservés/)).toBeInTheDocument();
  expect(within(items[1]).getByText('Privé')).toBeInTheDocument();
  expect(within(items[1]).getByText(/Aucun article/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Voir une liste exemple/ })).toHaveAttribute('href', '/wishlists/example');
  expect(screen.getByRole('link', { name: /Créer une liste/ })).toHaveAttribute('href', '/wishlists/create');
});

it('uses plural forms for one item and one reservation', async () => {
  const one = { ...lea, items: [lea.items[2]] };
  gatewayWith(one);
  renderWishlists('/wishlists');
  expect(await screen.findByText(/1 article · 1 sur 1 réservé$/)).toBeInTheDocument();
});

it('offers edit, share, reservations, stats and delete; share only for a public list', async () => {
  const user = userEvent.setup();
  gatewayWith(lea, tom);
  renderWishlists('/wishlists');

  await user.click(await screen.findByRole('button', { name: 'Actions pour La liste de Léa' }));
  const menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Modifier', 'Partager', 'Réservations', 'Statistiques', 'Supprimer']);
  await user.click(within(menu).getByRole('menuitem', { name: /Réservations/ }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wishlists/w1/reservations'));
});

it('leaves share out of the menu of a private list', async () => {
  const user = userEvent.setup();
  gatewayWith(tom);
  renderWishlists('/wishlists');
  await user.click(await screen.findByRole('button', { name: 'Actions pour Les cadeaux de Tom' }));
  const menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Modifier', 'Réservations', 'Statistiques', 'Supprimer']);
  await user.click(within(menu).getByRole('menuitem', { name: /Modifier/ }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wishlists/w2/edit'));
});

it('deletes a list only after confirmation, then refreshes the list and stays on it', async () => {
  const user = userEvent.setup();
  const gateway = gatewayWith(lea, tom);
  renderWishlists('/wishlists');

  await user.click(await screen.findByRole('button', { name: 'Actions pour Les cadeaux de Tom' }));
  await user.click(await screen.findByRole('menuitem', { name: /Supprimer/ }));
  let dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Confirmer la suppression')).toBeInTheDocument();
  expect(
    within(dialog).getByText('Voulez-vous vraiment supprimer « Les cadeaux de Tom » ? Cette action est irréversible.'),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(gateway.state.calls).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Actions pour Les cadeaux de Tom' }));
  await user.click(await screen.findByRole('menuitem', { name: /Supprimer/ }));
  dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

  await waitFor(() => expect(screen.queryByRole('link', { name: 'Les cadeaux de Tom' })).not.toBeInTheDocument());
  expect(gateway.state.calls).toEqual([{ operation: 'DeleteWishlist', variables: { id: 'w2' } }]);
  expect(screen.getByRole('link', { name: 'La liste de Léa' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/wishlists$/);
});

it('shows an empty state whose action creates a list', async () => {
  gatewayWith();
  renderWishlists('/wishlists');
  expect(await screen.findByText('Vous n’avez pas encore de liste.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Créer une liste/ })).toHaveAttribute('href', '/wishlists/create');
});

it('shows the error banner when the lists cannot be loaded', async () => {
  server.use(
    graphql.query('WishlistSummaries', () => HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'unknown' } }] })),
  );
  renderWishlists('/wishlists');
  expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur est survenue.');
});

it('lists my lists in the dashboard card, with share links only for public ones', async () => {
  gatewayWith(lea, tom);
  renderWishlists('/dashboard');
  expect(await screen.findByRole('heading', { level: 2, name: 'Listes' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Voir La liste de Léa' })).toHaveAttribute('href', '/wishlists/w1');
  expect(screen.getByRole('link', { name: 'Gérer La liste de Léa' })).toHaveAttribute('href', '/wishlists/w1/edit');
  expect(screen.getByRole('link', { name: 'Partager La liste de Léa' })).toHaveAttribute('href', '/wishlists/w1/share');
  expect(screen.getByRole('link', { name: 'Gérer Les cadeaux de Tom' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Partager Les cadeaux de Tom' })).not.toBeInTheDocument();
  expect(screen.getByText(/4 articles · 2 sur 4 réservés/)).toBeInTheDocument();
  expect(screen.getAllByText('Public')).toHaveLength(1);
});

it('shows an empty dashboard card with a create action', async () => {
  gatewayWith();
  renderWishlists('/dashboard');
  expect(await screen.findByText('Vous n’avez pas encore de liste.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Créer une liste/ })).toHaveAttribute('href', '/wishlists/create');
});

it('counts units taken and pledges, so 5 of 6 bodies and a pledge never read "none reserved"', async () => {
  const bodies = fakeItem({ id: 'b', title: 'Bodies', quantity: 6, reservedQuantity: 5 });
  const pledge = fakeReservation({ id: 'p1', amount: 20, quantity: null } as never);
  const stroller = fakeItem({
    id: 'g',
    title: 'Poussette',
    groupGift: true,
    price: 300,
    fundedAmount: 20,
    reservations: [pledge],
  } as never);
  gatewayWith({ ...lea, items: [bodies, stroller] });
  renderWishlists('/wishlists');
  expect(await screen.findByText(/2 articles · 5 sur 7 réservés · 1 participation$/)).toBeInTheDocument();
});
