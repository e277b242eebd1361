// docs/product.md#thank-you-notes: the owner's "Remercier" and "Remercier tout le monde".
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { graphQLErrorResponse } from '@cigogne/ui/testing/graphqlErrorResponse';
import { fakeGateway, fakeItem, fakeReservation, fakeWishlist, ownerHandlers, server, setupFakeServer } from './fakeServer';
import { renderWishlists } from './testApp';

setupFakeServer();

/** A list with three guests: an English-speaking one, a French one whose address is gone, one thanked already. */
function listWithGuests() {
  const list = fakeWishlist({
    id: 'w1',
    title: 'La liste de Léa',
    items: [
      fakeItem({
        id: 'i1',
        title: 'Bodies',
        quantity: 3,
        reservedQuantity: 3,
        isReserved: true,
        reservations: [
          fakeReservation({ id: 'r1', name: 'Granny Jo', language: 'en' }),
          fakeReservation({ id: 'r2', name: 'Tonton Paul', emailKept: false }),
          fakeReservation({ id: 'r3', name: 'Tata Zoé', thankedAt: '2026-04-10T18:00:00.000Z' }),
        ],
      } as never),
    ],
  });
  const gateway = fakeGateway([list]);
  const sent: Record<string, unknown>[] = [];
  server.use(
    ...ownerHandlers(gateway),
    ...gateway.handlers,
    graphql.mutation('SendThankNote', ({ variables }) => {
      sent.push({ operation: 'SendThankNote', ...variables });
      const reservation = gateway.state.wishlists[0].items[0].reservations!.find((r) => r.id === variables.reservationId)!;
      if (!reservation.emailKept) return graphQLErrorResponse('guestEmailNotKept', 409);
      Object.assign(reservation, { thankedAt: '2026-05-01T10:00:00.000Z', thankNoteAt: '2026-05-01T10:00:00.000Z' });
      return HttpResponse.json({ data: { sendThankNote: reservation } });
    }),
    graphql.mutation('ThankEveryone', ({ variables }) => {
      sent.push({ operation: 'ThankEveryone', ...variables });
      return HttpResponse.json({ data: { thankEveryone: { __typename: 'ThankNotesQueued', queued: 1 } } });
    }),
  );
  return { gateway, sent };
}

it('"Remercier" drafts the note in the guest’s language with their name, sends it edited, and shows when it was sent', async () => {
  const user = userEvent.setup();
  const { sent } = listWithGuests();
  renderWishlists('/wishlists/w1/reservations');
  await user.click(await screen.findByRole('button', { name: 'Remercier Granny Jo pour « Bodies »' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remercier Granny Jo' });
  const note = within(dialog).getByLabelText('Votre mot');
  expect(note).toHaveValue('Hello Granny Jo,\n\nThank you so much for "Bodies"! Your kindness touched us deeply.\n\nWith all our love.');
  await user.clear(note);
  await user.paste('Thank you, Granny!');
  await user.click(within(dialog).getByRole('button', { name: 'Envoyer le mot' }));
  expect(await screen.findByText('Votre mot est envoyé à Granny Jo.')).toBeInTheDocument();
  expect(sent).toEqual([
    { operation: 'SendThankNote', wishlistId: 'w1', itemId: 'i1', reservationId: 'r1', message: 'Thank you, Granny!' },
  ]);
  expect(await screen.findByText(/Mot envoyé le 1er mai 2026/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Remercier Granny Jo pour « Bodies »' })).not.toBeInTheDocument();
});

it('a guest whose address is no longer kept: says so and offers to mark them thanked only', async () => {
  const user = userEvent.setup();
  const { gateway, sent } = listWithGuests();
  renderWishlists('/wishlists/w1/reservations');
  await user.click(await screen.findByRole('button', { name: 'Remercier Tonton Paul pour « Bodies »' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remercier Tonton Paul' });
  expect(within(dialog).getByText(/L’adresse e-mail de Tonton Paul n’est plus conservée/)).toBeInTheDocument();
  expect(within(dialog).queryByLabelText('Votre mot')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Marquer comme remercié·e' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent).toEqual([]);
  expect(gateway.state.calls).toEqual([
    { operation: 'ThankWishlistReservation', variables: { wishlistId: 'w1', itemId: 'i1', reservationId: 'r2', thanked: true } },
  ]);
  expect(screen.getByRole('checkbox', { name: 'Tonton Paul remercié·e pour « Bodies »' })).toBeChecked();
});

it('"Remercier tout le monde" says how many notes go before sending, with the {name} placeholder', async () => {
  const user = userEvent.setup();
  const { sent } = listWithGuests();
  renderWishlists('/wishlists/w1/reservations');
  await user.click(await screen.findByRole('button', { name: 'Remercier tout le monde' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remercier tout le monde' });
  // Granny Jo only: Tata Zoé was thanked, Tonton Paul's address is gone
  expect(within(dialog).getByText(/Un mot sera envoyé/)).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Votre mot')).toHaveValue(
    'Bonjour {name},\n\nUn immense merci pour votre cadeau ! Votre attention nous a beaucoup touchés.\n\nAvec toute notre affection.',
  );
  expect(sent).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Envoyer 1 mot' }));
  expect(await screen.findByText('1 mot est en route.')).toBeInTheDocument();
  expect(sent).toEqual([
    {
      operation: 'ThankEveryone',
      wishlistId: 'w1',
      message:
        'Bonjour {name},\n\nUn immense merci pour votre cadeau ! Votre attention nous a beaucoup touchés.\n\nAvec toute notre affection.',
    },
  ]);
});
