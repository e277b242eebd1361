import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeItem, listGateway, listWishlist, server, setupFakeServer } from './fakeServer';
import { renderWishlists } from './testApp';

setupFakeServer();
// the lazy chunk, compiled once before the timed queries (on a busy machine its first transform takes seconds)
beforeAll(() => import('../dialogs/ReservationDialog'), 30_000);

const list = () =>
  listWishlist({
    id: 'w1',
    isMine: false,
    items: [
      fakeItem({ id: 'i1', title: 'Body en coton', price: 12.5, category: 'clothing' }),
      fakeItem({ id: 'i2', title: 'Gigoteuse', price: 45, category: 'bedroom' }),
    ],
  });

async function openReservation(title: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: `Réserver «\u00a0${title}\u00a0»` }));
  const dialog = await screen.findByRole('dialog', { name: `Réserver «\u00a0${title}\u00a0»` });
  return { user, dialog };
}

it('requires a name and a valid e-mail before any call, then reserves and says the cancel link was mailed', async () => {
  const gateway = listGateway([list()]);
  server.use(...gateway.handlers);
  renderWishlists('/wishlists/w1', { user: null });
  const { user, dialog } = await openReservation('Body en coton');

  await user.click(within(dialog).getByRole('button', { name: 'Réserver' }));
  expect(await within(dialog).findAllByText('Ce champ est obligatoire.')).toHaveLength(2);
  await user.type(within(dialog).getByLabelText('Votre nom'), 'Tante Agathe');
  await user.type(within(dialog).getByLabelText('Votre e-mail'), 'agathe@');
  await user.click(within(dialog).getByRole('button', { name: 'Réserver' }));
  expect(await within(dialog).findByText('Adresse e-mail invalide.')).toBeInTheDocument();
  expect(gateway.state.calls).toEqual([]);

  await user.clear(within(dialog).getByLabelText('Votre e-mail'));
  await user.type(within(dialog).getByLabelText('Votre e-mail'), ' agathe@example.fr ');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Rester anonyme auprès des parents' }));
  await user.click(within(dialog).getByRole('button', { name: 'Réserver' }));

  expect(await within(dialog).findByText('C’est réservé, merci !')).toBeInTheDocument();
  expect(
    within(dialog).getByText('Un e-mail avec le lien pour annuler la réservation a été envoyé à agathe@example.fr.'),
  ).toBeInTheDocument();
  // an empty message is sent as absent
  expect(gateway.state.calls).toEqual([
    {
      operation: 'ReserveWishlistItem',
      variables: {
        wishlistId: 'w1',
        itemId: 'i1',
        input: { name: 'Tante Agathe', email: 'agathe@example.fr', isAnonymous: true, message: null },
      },
    },
  ]);
  await user.click(within(dialog).getAllByRole('button', { name: 'Fermer' })[0]);
  // the item shows as reserved at once, and still not by whom
  const body = screen.getByRole('listitem', { name: 'Body en coton' });
  await waitFor(() => expect(within(body).getByText('Réservé')).toBeInTheDocument());
  expect(within(body).queryByRole('button', { name: /Réserver/ })).not.toBeInTheDocument();
  expect(screen.queryByText(/Tante Agathe/)).not.toBeInTheDocument();
  // many keystrokes through antd's form: slow on a busy 2-core machine
});

it('limits the name to 50 characters and sends the message when given', async () => {
  const gateway = listGateway([list()]);
  server.use(...gateway.handlers);
  renderWishlists('/wishlists/w1', { user: null });
  const { user, dialog } = await openReservation('Gigoteuse');

  expect(within(dialog).getByLabelText('Votre nom')).toHaveAttribute('maxlength', '50');
  expect(within(dialog).getByLabelText('Un mot pour les parents (facultatif)')).toHaveAttribute('maxlength', '500');
  await user.type(within(dialog).getByLabelText('Votre nom'), 'Paul');
  await user.type(within(dialog).getByLabelText('Votre e-mail'), 'paul@example.fr');
  await user.type(within(dialog).getByLabelText('Un mot pour les parents (facultatif)'), '  Pour les nuits fraîches  ');
  await user.click(within(dialog).getByRole('button', { name: 'Réserver' }));
  await within(dialog).findByText('C’est réservé, merci !');
  expect(gateway.state.calls[0].variables).toEqual({
    wishlistId: 'w1',
    itemId: 'i2',
    input: { name: 'Paul', email: 'paul@example.fr', isAnonymous: false, message: 'Pour les nuits fraîches' },
  });
});

it('says when someone was faster (alreadyReserved) and refreshes the list', async () => {
  const gateway = listGateway([list()]);
  server.use(...gateway.handlers);
  renderWishlists('/wishlists/w1', { user: null });
  const { user, dialog } = await openReservation('Gigoteuse');

  // another guest reserves it meanwhile
  const stored = gateway.find('w1')!;
  stored.items = stored.items.map((i) => (i.id === 'i2' ? { ...i, isReserved: true, reservedAt: '2026-03-02T10:00:00.000Z' } : i));

  await user.type(within(dialog).getByLabelText('Votre nom'), 'Paul');
  await user.type(within(dialog).getByLabelText('Votre e-mail'), 'paul@example.fr');
  await user.click(within(dialog).getByRole('button', { name: 'Réserver' }));
  expect(await within(dialog).findByText('Cet article a déjà été réservé.')).toBeInTheDocument();
  const item = screen.getByRole('listitem', { name: 'Gigoteuse' });
  await waitFor(() => expect(within(item).getByText('Réservé')).toBeInTheDocument());
});

it('shows the server field errors under the inputs', async () => {
  const gateway = listGateway([list()]);
  server.use(...gateway.handlers);
  const { graphql } = await import('msw');
  const { graphQLErrorResponse } = await import('@cigogne/ui/testing/graphqlErrorResponse');
  server.use(
    graphql.mutation('ReserveWishlistItem', () =>
      graphQLErrorResponse('invalidForm', 422, [{ path: 'email', message: 'validation.email' }]),
    ),
  );
  renderWishlists('/wishlists/w1', { user: null });
  const { user, dialog } = await openReservation('Gigoteuse');
  await user.type(within(dialog).getByLabelText('Votre nom'), 'Paul');
  await user.type(within(dialog).getByLabelText('Votre e-mail'), 'paul@example.fr');
  await user.click(within(dialog).getByRole('button', { name: 'Réserver' }));
  expect(await within(dialog).findByText('Les données saisies sont invalides.')).toBeInTheDocument();
  expect(within(dialog).getByText('Adresse e-mail invalide.')).toBeInTheDocument();
});
