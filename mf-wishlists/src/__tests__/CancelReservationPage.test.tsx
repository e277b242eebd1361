import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeItem, listGateway, listWishlist, server, setupFakeServer } from './fakeServer';
import { renderWishlists } from './testApp';

setupFakeServer();

const reservedList = () =>
  listWishlist({
    id: 'w1',
    title: 'La liste de naissance de Léa',
    isMine: false,
    items: [fakeItem({ id: 'i1', title: 'Gigoteuse', category: 'bedroom', isReserved: true, reservedAt: '2026-03-02T10:00:00.000Z' })],
  });

it('loads the reservation, confirms in the irreversible dialog, cancels and links back to the list', async () => {
  const user = userEvent.setup({ delay: null });
  const gateway = listGateway([reservedList()], { tokens: { tok123: { wishlistId: 'w1', itemId: 'i1' } } });
  server.use(...gateway.handlers);
  renderWishlists('/wishlists/w1/items/tok123/cancel', { user: null });

  expect(await screen.findByRole('heading', { level: 1, name: 'Annuler ma réservation' })).toBeInTheDocument();
  expect(screen.getByText('Vous avez réservé « Gigoteuse » sur la liste « La liste de naissance de Léa ».')).toBeInTheDocument();

  // Close leaves everything as it was
  await user.click(screen.getByRole('button', { name: 'Annuler la réservation' }));
  let dialog = await screen.findByRole('dialog', { name: 'Annuler la réservation' });
  expect(within(dialog).getByText('Voulez-vous vraiment annuler votre réservation de « Gigoteuse » ?')).toBeInTheDocument();
  expect(within(dialog).getByText(/Cette action est irréversible/)).toBeInTheDocument();
  await user.click(within(dialog).getAllByRole('button', { name: 'Fermer' }).at(-1)!);
  expect(gateway.state.calls).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Annuler la réservation' }));
  dialog = await screen.findByRole('dialog', { name: 'Annuler la réservation' });
  await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));

  expect(await screen.findByRole('heading', { name: 'Réservation annulée' })).toBeInTheDocument();
  expect(gateway.state.calls).toEqual([{ operation: 'CancelReservationByToken', variables: { wishlistId: 'w1', token: 'tok123' } }]);
  expect(gateway.find('w1')!.items[0].isReserved).toBe(false);

  await user.click(screen.getByRole('link', { name: 'Retour à la liste' }));
  const item = await screen.findByRole('listitem', { name: 'Gigoteuse' });
  expect(within(item).getByRole('button', { name: 'Réserver « Gigoteuse »' })).toBeEnabled();
  expect(screen.getByTestId('location')).toHaveTextContent('/wishlists/w1');
});

it("says 'Reservation cancelled' in English", async () => {
  const user = userEvent.setup({ delay: null });
  server.use(...listGateway([reservedList()], { tokens: { tok123: { wishlistId: 'w1', itemId: 'i1' } } }).handlers);
  renderWishlists('/wishlists/w1/items/tok123/cancel', { user: null, locale: 'en' });
  await user.click(await screen.findByRole('button', { name: 'Cancel the reservation' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByRole('heading', { name: 'Reservation cancelled' })).toBeInTheDocument();
});

it('says an unknown or used link was already cancelled or is no longer valid, in both languages', async () => {
  server.use(...listGateway([reservedList()], { tokens: {} }).handlers);
  const { unmount } = renderWishlists('/wishlists/w1/items/used-token/cancel', { user: null });
  expect(await screen.findByRole('heading', { level: 1, name: 'Lien d’annulation expiré' })).toBeInTheDocument();
  expect(screen.getByText('Cette réservation a déjà été annulée, ou ce lien n’est plus valide.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Retour à la liste' })).toHaveAttribute('href', '/wishlists/w1');
  expect(screen.queryByRole('button', { name: 'Annuler la réservation' })).not.toBeInTheDocument();
  unmount();

  renderWishlists('/wishlists/w1/items/used-token/cancel', { user: null, locale: 'en' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Cancel link expired' })).toBeInTheDocument();
  expect(screen.getByText('This reservation has already been cancelled, or this link is no longer valid.')).toBeInTheDocument();
});

it('shows the failure inside the dialog when the cancel fails', async () => {
  const user = userEvent.setup({ delay: null });
  const gateway = listGateway([reservedList()], { tokens: { tok123: { wishlistId: 'w1', itemId: 'i1' } } });
  server.use(...gateway.handlers);
  renderWishlists('/wishlists/w1/items/tok123/cancel', { user: null });
  await user.click(await screen.findByRole('button', { name: 'Annuler la réservation' }));
  // the guest cancelled from another tab meanwhile
  gateway.find('w1')!.items[0] = { ...gateway.find('w1')!.items[0], isReserved: false };
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
  expect(await within(dialog).findByText('Réservation introuvable.')).toBeInTheDocument();
});
