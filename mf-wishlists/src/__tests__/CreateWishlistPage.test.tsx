import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Merci pour elle !');
  await user.click(screen.getByRole('button', { name: 'Créer la liste' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wishlists/w100'));
  expect(gateway.state.calls).toEqual([
    { operation: 'CreateWishlist', variables: { input: { title: 'La liste de Jade', description: 'Merci pour elle !' } } },
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
