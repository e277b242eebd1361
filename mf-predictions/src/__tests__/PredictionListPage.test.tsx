import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAnswer, fakeGateway, fakePrediction, server, setupFakeServer } from './fakeServer';
import { renderPredictions } from './testApp';

setupFakeServer();

const gabriel = fakePrediction({
  id: 'p1',
  firstName: 'Gabriel',
  visibility: 'public',
  answers: [fakeAnswer('a1', 'Léa'), fakeAnswer('a2', 'Paul')],
});
const jade = fakePrediction({ id: 'p2', firstName: 'Jade', gender: 'surprise', visibility: 'private', answers: [] });

it('lists my predictions with their visibility, answer count and create button', async () => {
  server.use(...fakeGateway([gabriel, jade]).handlers);
  renderPredictions('/predictions');

  expect(await screen.findByRole('heading', { level: 1, name: 'Mes pronostics' })).toBeInTheDocument();
  const items = await screen.findAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]).getByRole('link', { name: 'Pronostic pour Gabriel' })).toHaveAttribute('href', '/predictions/p1/manage');
  expect(within(items[0]).getByText('Public')).toBeInTheDocument();
  expect(within(items[0]).getByText('2 réponses')).toBeInTheDocument();
  expect(within(items[0]).getByRole('link', { name: 'Gérer' })).toHaveAttribute('href', '/predictions/p1/manage');
  expect(within(items[1]).getByText('Privé')).toBeInTheDocument();
  expect(within(items[1]).getByText('Aucune réponse')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Créer un pronostic/ })).toHaveAttribute('href', '/predictions/create');
});

it('offers preview, edit, share, stats and delete in each menu', async () => {
  const user = userEvent.setup({ delay: null });
  server.use(...fakeGateway([gabriel]).handlers);
  renderPredictions('/predictions');

  await user.click(await screen.findByRole('button', { name: 'Actions pour Pronostic pour Gabriel' }));
  const menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Aperçu', 'Modifier', 'Partager', 'Statistiques', 'Supprimer']);
  await user.click(within(menu).getByRole('menuitem', { name: /Statistiques/ }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/predictions/p1/stats'));
});

it('deletes a prediction only after confirmation, then refreshes the list', async () => {
  const user = userEvent.setup({ delay: null });
  const gateway = fakeGateway([gabriel, jade]);
  server.use(...gateway.handlers);
  renderPredictions('/predictions');

  await user.click(await screen.findByRole('button', { name: 'Actions pour Pronostic pour Jade' }));
  await user.click(await screen.findByRole('menuitem', { name: /Supprimer/ }));
  let dialog = await screen.findByRole('dialog');
  expect(
    within(dialog).getByText('Voulez-vous vraiment supprimer « Pronostic pour Jade » ? Cette action est irréversible.'),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(gateway.state.calls).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Actions pour Pronostic pour Jade' }));
  await user.click(await screen.findByRole('menuitem', { name: /Supprimer/ }));
  dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

  await waitFor(() => expect(screen.queryByRole('link', { name: 'Pronostic pour Jade' })).not.toBeInTheDocument());
  expect(gateway.state.calls).toEqual([{ operation: 'DeletePrediction', variables: { id: 'p2' } }]);
  expect(screen.getByRole('link', { name: 'Pronostic pour Gabriel' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/predictions$/);
});

it('shows an empty state whose action creates a prediction', async () => {
  server.use(...fakeGateway([]).handlers);
  renderPredictions('/predictions');
  expect(await screen.findByText('Vous n’avez pas encore de pronostic.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Créer un pronostic/ })).toHaveAttribute('href', '/predictions/create');
});

it('lists my predictions in the dashboard card, with share links only for public ones', async () => {
  server.use(...fakeGateway([gabriel, jade]).handlers);
  renderPredictions('/dashboard');
  expect(await screen.findByRole('heading', { level: 2, name: 'Pronostics' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Voir Pronostic pour Gabriel' })).toHaveAttribute('href', '/predictions/p1');
  expect(screen.getByRole('link', { name: 'Gérer Pronostic pour Gabriel' })).toHaveAttribute('href', '/predictions/p1/manage');
  expect(screen.getByRole('link', { name: 'Partager Pronostic pour Gabriel' })).toHaveAttribute('href', '/predictions/p1/share');
  expect(screen.getByRole('link', { name: 'Gérer Pronostic pour Jade' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Partager Pronostic pour Jade' })).not.toBeInTheDocument();
  expect(screen.getByText('2 réponses')).toBeInTheDocument();
  expect(screen.getAllByText('Public').length + screen.getAllByText('Privé').length).toBe(2);
});
