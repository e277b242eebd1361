import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeItem, fakeReservation, listGateway, listWishlist, server, setupFakeServer } from './fakeServer';
import { renderWishlists } from './testApp';

setupFakeServer();
// the lazy chunks, compiled once before the timed queries (on a busy machine their first transform takes seconds)
beforeAll(() => Promise.all([import('../dialogs/ReservationDialog'), import('../components/OwnerWishlist')]), 30_000);

const bodies = (overrides = {}) =>
  fakeItem({ id: 'i1', title: 'Bodies 3 mois', price: 9.9, category: 'clothing', quantity: 6, reservedQuantity: 2, ...overrides });
const stroller = (overrides = {}) =>
  fakeItem({ id: 'i2', title: 'Poussette', price: 300, category: 'outings', groupGift: true, fundedAmount: 80, ...overrides });
const list = (isMine = false) =>
  listWishlist({
    id: 'w1',
    isMine,
    items: [
      bodies(isMine ? { reservations: [fakeReservation({ id: 'r1', name: 'Tata Rose', quantity: 2 })] } : {}),
      stroller(
        isMine
          ? { reservations: [fakeReservation({ id: 'r2', name: 'Cousin Hugo', quantity: null, amount: 80, message: 'Pour les balades' })] }
          : {},
      ),
      fakeItem({ id: 'i3', title: 'Veilleuse', price: 25, category: 'bedroom', mostWanted: true }),
      fakeItem({ id: 'i4', title: 'Baignoire', price: 30, category: 'hygiene', boughtElsewhere: true, isReserved: true }),
    ],
  });

it('shows a guest "2 sur 6 réservés", the group gift bar, the marks, and that no money goes through Cigogne', async () => {
  server.use(...listGateway([list()]).handlers);
  renderWishlists('/wishlists/w1', { user: null });
  const body = await screen.findByRole('listitem', { name: 'Bodies 3 mois' });
  expect(within(body).getByText('2 sur 6 réservés')).toBeInTheDocument();
  const gift = screen.getByRole('listitem', { name: 'Poussette' });
  const bar = within(gift).getByRole('progressbar', { name: 'Cagnotte de « Poussette »' });
  expect(bar).toHaveAttribute('aria-valuenow', '80');
  expect(bar).toHaveAttribute('aria-valuemax', '300');
  expect(within(gift).getByText(/80,00 € financés sur 300,00 €/)).toBeInTheDocument();
  expect(within(gift).getByText('Cagnotte')).toBeInTheDocument();
  expect(within(gift).getByRole('button', { name: 'Participer à « Poussette »' })).toBeInTheDocument();
  expect(within(screen.getByRole('listitem', { name: 'Veilleuse' })).getByText('Le plus attendu')).toBeInTheDocument();
  // bought by the family: unavailable, no name, nothing to reserve
  const bath = screen.getByRole('listitem', { name: 'Baignoire' });
  expect(within(bath).getByText('Déjà offert')).toBeInTheDocument();
  expect(within(bath).queryByRole('button', { name: /Réserver/ })).not.toBeInTheDocument();
  expect(screen.getByText('Les cagnottes sont des promesses entre proches : aucun argent ne passe par Cigogne.')).toBeInTheDocument();
});

it('lets a guest take 2 of the 4 units left with the quantity picker', async () => {
  const user = userEvent.setup({ delay: null });
  const gateway = listGateway([list()]);
  server.use(...gateway.handlers);
  renderWishlists('/wishlists/w1', { user: null });
  await user.click(await screen.findByRole('button', { name: 'Réserver « Bodies 3 mois »' }));
  const dialog = await screen.findByRole('dialog', { name: 'Réserver « Bodies 3 mois »' });
  expect(within(dialog).getByText('Il en reste 4.')).toBeInTheDocument();
  const quantity = within(dialog).getByLabelText('Combien en offrez-vous ?');
  await user.clear(quantity);
  await user.type(quantity, '2');
  await user.type(within(dialog).getByLabelText('Votre nom'), 'Tante Agathe');
  await user.type(within(dialog).getByLabelText('Votre e-mail'), 'agathe@example.fr');
  await user.click(within(dialog).getByRole('button', { name: 'Réserver' }));
  expect(await within(dialog).findByText('C’est réservé, merci !')).toBeInTheDocument();
  expect(gateway.state.calls[0].variables).toMatchObject({ itemId: 'i1', input: { quantity: 2 } });
  await user.click(within(dialog).getAllByRole('button', { name: 'Fermer' })[0]);
  expect(await within(screen.getByRole('listitem', { name: 'Bodies 3 mois' })).findByText('4 sur 6 réservés')).toBeInTheDocument();
});

it('lets a cousin pledge toward the group gift with "Participer": an amount of at least 1 €, at most what is left; the bar fills', async () => {
  const user = userEvent.setup({ delay: null });
  const gateway = listGateway([list()]);
  server.use(...gateway.handlers);
  renderWishlists('/wishlists/w1', { user: null });
  await user.click(await screen.findByRole('button', { name: 'Participer à « Poussette »' }));
  const dialog = await screen.findByRole('dialog', { name: 'Participer à « Poussette »' });
  expect(within(dialog).getByText(/aucun argent ne passe par Cigogne/)).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Votre nom'), 'Cousine Inès');
  await user.type(within(dialog).getByLabelText('Votre e-mail'), 'ines@example.fr');
  const amount = within(dialog).getByLabelText('Votre participation (€)');
  await user.type(amount, '250');
  await user.click(within(dialog).getByRole('button', { name: 'Participer' }));
  expect(await within(dialog).findByText(/^Il ne reste que 220,00\s€ à financer\s: indiquez au plus ce montant\.$/)).toBeInTheDocument();
  expect(gateway.state.calls).toEqual([]);
  await user.clear(amount);
  await user.type(amount, '120');
  await user.click(within(dialog).getByRole('button', { name: 'Participer' }));
  expect(await within(dialog).findByText('Merci pour votre participation !')).toBeInTheDocument();
  expect(gateway.state.calls[0].variables).toMatchObject({ itemId: 'i2', input: { name: 'Cousine Inès', amount: 120 } });
  await user.click(within(dialog).getAllByRole('button', { name: 'Fermer' })[0]);
  const bar = await within(screen.getByRole('listitem', { name: 'Poussette' })).findByRole('progressbar');
  await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '200'));
});

it('shows the owner who took what, and saves received and bought from the item details', async () => {
  const user = userEvent.setup({ delay: null });
  const gateway = listGateway([list(true)]);
  server.use(...gateway.handlers);
  renderWishlists('/wishlists/w1');
  const gift = await screen.findByRole('listitem', { name: 'Poussette' });
  expect(within(gift).getByText('Cousin Hugo : 80,00 €', { normalizer: (s) => s.replace(/\s+/g, ' ').trim() })).toBeInTheDocument();
  expect(within(gift).getByText('Pour les balades')).toBeInTheDocument();
  expect(within(screen.getByRole('listitem', { name: 'Bodies 3 mois' })).getByText('Tata Rose : 2 exemplaires')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Détails de « Veilleuse »' }));
  const details = await screen.findByRole('dialog', { name: 'Détails de l’article' });
  await user.click(within(details).getByRole('checkbox', { name: 'Reçu' }));
  await waitFor(() => expect(gateway.state.calls).toHaveLength(1));
  expect(gateway.state.calls[0]).toEqual({
    operation: 'UpdateWishlistItem',
    variables: { wishlistId: 'w1', itemId: 'i3', input: { received: true } },
  });
  await user.click(within(details).getByRole('checkbox', { name: /Acheté par nous-mêmes/ }));
  await waitFor(() => expect(gateway.state.calls).toHaveLength(2));
  expect(gateway.state.calls[1].variables).toMatchObject({ input: { boughtElsewhere: true } });
  await user.click(within(details).getByRole('checkbox', { name: 'Le plus attendu (affiché en premier)' }));
  await waitFor(() => expect(gateway.state.calls).toHaveLength(3));
  expect(gateway.state.calls[2].variables).toMatchObject({ input: { mostWanted: false } });
});

it('refuses 7 when 4 are left: the dialog says so in one sentence, the input keeps 7, nothing is sent', async () => {
  const user = userEvent.setup({ delay: null });
  const gateway = listGateway([list()]);
  server.use(...gateway.handlers);
  renderWishlists('/wishlists/w1', { user: null });
  await user.click(await screen.findByRole('button', { name: 'Réserver « Bodies 3 mois »' }));
  const dialog = await screen.findByRole('dialog', { name: 'Réserver « Bodies 3 mois »' });
  const quantity = within(dialog).getByLabelText('Combien en offrez-vous ?');
  await user.clear(quantity);
  await user.type(quantity, '7');
  await user.type(within(dialog).getByLabelText('Votre nom'), 'Tante Agathe');
  await user.type(within(dialog).getByLabelText('Votre e-mail'), 'agathe@example.fr');
  await user.click(within(dialog).getByRole('button', { name: 'Réserver' }));
  expect(await within(dialog).findByText(/^Il n’en reste que 4\s: indiquez-en 4 au plus\.$/)).toBeInTheDocument();
  expect(quantity).toHaveValue('7');
  expect(within(dialog).queryByText('Il en reste 4.')).not.toBeInTheDocument();
  expect(gateway.state.calls).toEqual([]);
});

it('another guest takes 3 while the dialog is open: asking 4 refreshes what is left and says it once, without "invalid data"', async () => {
  const user = userEvent.setup({ delay: null });
  const gateway = listGateway([list()]);
  server.use(...gateway.handlers);
  renderWishlists('/wishlists/w1', { user: null });
  await user.click(await screen.findByRole('button', { name: 'Réserver « Bodies 3 mois »' }));
  const dialog = await screen.findByRole('dialog', { name: 'Réserver « Bodies 3 mois »' });
  expect(within(dialog).getByText('Il en reste 4.')).toBeInTheDocument();
  const stored = gateway.find('w1')!;
  stored.items = stored.items.map((i) => (i.id === 'i1' ? { ...i, reservedQuantity: 5 } : i));
  const quantity = within(dialog).getByLabelText('Combien en offrez-vous ?');
  await user.clear(quantity);
  await user.type(quantity, '4');
  await user.type(within(dialog).getByLabelText('Votre nom'), 'Tante Agathe');
  await user.type(within(dialog).getByLabelText('Votre e-mail'), 'agathe@example.fr');
  await user.click(within(dialog).getByRole('button', { name: 'Réserver' }));
  expect(await within(dialog).findByText(/^Il n’en reste que 1\s: indiquez-en 1 au plus\.$/)).toBeInTheDocument();
  expect(within(dialog).queryByText('Les données saisies sont invalides.')).not.toBeInTheDocument();
  expect(within(dialog).queryByText('Il en reste 4.')).not.toBeInTheDocument();
  // asking what is left now goes through
  await user.clear(quantity);
  await user.type(quantity, '1');
  await user.click(within(dialog).getByRole('button', { name: 'Réserver' }));
  expect(await within(dialog).findByText('C’est réservé, merci !')).toBeInTheDocument();
});
