import { screen, waitFor } from '@testing-library/react';
import { graphQLErrorResponse } from '@cigogne/ui/testing/graphqlErrorResponse';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { fakeGateway, ownerHandlers, server, setupFakeServer } from './fakeServer';
import { renderWishlists } from './testApp';

setupFakeServer();

function emptyGateway() {
  const gateway = fakeGateway([]);
  server.use(...ownerHandlers(gateway), ...gateway.handlers);
  return gateway;
}

it('requires a title, with the catalogue message, and sends nothing without one', async () => {
  const user = userEvent.setup();
  const gateway = emptyGateway();
  renderWishlists('/wishlists/create');
  expect(await screen.findByRole('heading', { level: 1, name: 'Nouvelle liste de naissance' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('rows', '10');
  await user.type(screen.getByRole('textbox', { name: 'Titre' }), '   ');
  await user.click(screen.getByRole('button', { name: 'Créer la liste' }));
  expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
  expect(gateway.state.calls).toEqual([]);
});

it('creates the list with the trimmed title and description, then opens it', async () => {
  const user = userEvent.setup();
  const gateway = emptyGateway();
  renderWishlists('/wishlists/create');
  await user.type(await screen.findByRole('textbox', { name: 'Titre' }), '  La liste de Jade ');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Merci pour elle !');
  await user.click(screen.getByRole('button', { name: 'Créer la liste' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wishlists/w100'));
  expect(gateway.state.calls).toEqual([
    { operation: 'CreateWishlist', variables: { input: { title: 'La liste de Jade', description: 'Merci pour elle !' } } },
  ]);
});

it('sends the picked date as that day', async () => {
  const user = userEvent.setup();
  const gateway = emptyGateway();
  renderWishlists('/wishlists/create');
  await user.type(await screen.findByRole('textbox', { name: 'Titre' }), 'Avec une date');
  const date = screen.getByLabelText('Date');
  await user.click(date);
  await user.type(date, '15/06/2026{Enter}');
  await user.click(screen.getByRole('button', { name: 'Créer la liste' }));
  await waitFor(() => expect(gateway.state.calls).toHaveLength(1));
  expect(gateway.state.calls[0].variables).toEqual({ input: { title: 'Avec une date', date: '2026-06-15T12:00:00.000Z' } });
});

it('cancel goes back to the lists', async () => {
  const user = userEvent.setup();
  emptyGateway();
  renderWishlists('/wishlists/create');
  await user.click(await screen.findByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/wishlists$/));
});

describe('from a prediction (?predictionId=)', () => {
  const predictionHandler = (wishlist: { id: string; title: string } | null) =>
    graphql.query('WishlistPrediction', ({ variables }) =>
      variables.id === 'p1'
        ? HttpResponse.json({
            data: {
              prediction: {
                __typename: 'Prediction',
                id: 'p1',
                firstName: 'Gabriel',
                wishlist: wishlist && { __typename: 'Wishlist', ...wishlist },
              },
            },
          })
        : graphQLErrorResponse('notFound', 404),
    );

  it("shows the baby's first name read-only and links the new list to the prediction", async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway([]);
    server.use(predictionHandler(null), ...ownerHandlers(gateway), ...gateway.handlers);
    renderWishlists('/wishlists/create?predictionId=p1');
    const firstName = await screen.findByRole('textbox', { name: 'Prénom du bébé' });
    expect(firstName).toHaveValue('Gabriel');
    expect(firstName).toHaveAttribute('readonly');
    await user.type(screen.getByRole('textbox', { name: 'Titre' }), 'La liste de Gabriel');
    await user.click(screen.getByRole('button', { name: 'Créer la liste' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wishlists/w100'));
    expect(gateway.state.calls).toEqual([
      { operation: 'CreateWishlist', variables: { input: { title: 'La liste de Gabriel', predictionId: 'p1' } } },
    ]);
  });

  it('points to the list a prediction already has', async () => {
    const gateway = fakeGateway([]);
    server.use(predictionHandler({ id: 'w7', title: 'La liste de Gabriel' }), ...ownerHandlers(gateway), ...gateway.handlers);
    renderWishlists('/wishlists/create?predictionId=p1');
    expect(await screen.findByRole('link', { name: 'La liste de Gabriel' })).toHaveAttribute('href', '/wishlists/w7');
  });

  it("makes a plain list from someone else's or an unknown prediction", async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway([]);
    server.use(predictionHandler(null), ...ownerHandlers(gateway), ...gateway.handlers);
    renderWishlists('/wishlists/create?predictionId=p9');
    await user.type(await screen.findByRole('textbox', { name: 'Titre' }), 'Ma liste');
    await user.click(screen.getByRole('button', { name: 'Créer la liste' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wishlists/w100'));
    expect(screen.queryByRole('textbox', { name: 'Prénom du bébé' })).not.toBeInTheDocument();
    expect(gateway.state.calls).toEqual([{ operation: 'CreateWishlist', variables: { input: { title: 'Ma liste' } } }]);
  });
});
