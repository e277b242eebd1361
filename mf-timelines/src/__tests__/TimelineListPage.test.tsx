import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { at, fakeEvent, fakeGateway, fakeTimeline, server, setupFakeServer } from './fakeServer';
import { renderTimelines } from './testApp';

setupFakeServer();

const lea = fakeTimeline({
  id: 't1',
  title: 'Les premiers pas de Léa',
  visibility: 'public',
  events: [
    {
      ...fakeEvent('e1', 'Sourire', at(2025, 3, 1)),
      photos: ['p1', 'p2', 'p3'].map((id) => ({ __typename: 'Photo' as const, id, url: '', thumbnailUrl: '', width: 4, height: 3 })),
    },
    fakeEvent('e2', 'Dent', at(2025, 5, 1)),
  ],
});
const tom = fakeTimeline({
  id: 't2',
  title: 'Tom grandit',
  firstName: 'Tom',
  visibility: 'private',
  events: [fakeEvent('e3', 'Bain', at(2025, 2, 2))],
});

it('lists my timelines with their visibility, event count and create button', async () => {
  server.use(...fakeGateway([lea, tom]).handlers);
  renderTimelines('/timelines');

  expect(await screen.findByRole('heading', { level: 1, name: 'Mes frises' })).toBeInTheDocument();
  const items = await screen.findAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]).getByRole('link', { name: 'Les premiers pas de Léa' })).toHaveAttribute('href', '/timelines/t1/manage');
  expect(within(items[0]).getByText('Public')).toBeInTheDocument();
  expect(within(items[0]).getByText('2 événements')).toBeInTheDocument();
  expect(within(items[1]).getByText('Privé')).toBeInTheDocument();
  expect(within(items[1]).getByText('1 événement')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Créer une frise/ })).toHaveAttribute('href', '/timelines/create');
});

it('offers preview, edit, share and delete in each menu', async () => {
  const user = userEvent.setup();
  server.use(...fakeGateway([lea]).handlers);
  renderTimelines('/timelines');

  await user.click(await screen.findByRole('button', { name: 'Actions pour Les premiers pas de Léa' }));
  const menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Aperçu', 'Modifier', 'Partager', 'Supprimer']);
  await user.click(within(menu).getByRole('menuitem', { name: /Partager/ }));
  // the menu's code is loaded on demand, so the navigation may commit a tick later
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/timelines/t1/share'));
});

it('deletes a timeline only after confirmation, then refreshes the list and stays on it', async () => {
  const user = userEvent.setup();
  const gateway = fakeGateway([lea, tom]);
  server.use(...gateway.handlers);
  renderTimelines('/timelines');

  await user.click(await screen.findByRole('button', { name: 'Actions pour Tom grandit' }));
  await user.click(await screen.findByRole('menuitem', { name: /Supprimer/ }));
  let dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Confirmer la suppression')).toBeInTheDocument();
  expect(within(dialog).getByText('Voulez-vous vraiment supprimer « Tom grandit » ? Cette action est irréversible.')).toBeInTheDocument();

  // Cancel keeps it
  await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(gateway.state.calls).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Actions pour Tom grandit' }));
  await user.click(await screen.findByRole('menuitem', { name: /Supprimer/ }));
  dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

  await waitFor(() => expect(screen.queryByRole('link', { name: 'Tom grandit' })).not.toBeInTheDocument());
  expect(gateway.state.calls).toEqual([{ operation: 'DeleteTimeline', variables: { id: 't2' } }]);
  expect(screen.getByRole('link', { name: 'Les premiers pas de Léa' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/timelines$/);
});

it('shows an empty state whose action creates a timeline', async () => {
  server.use(...fakeGateway([]).handlers);
  renderTimelines('/timelines');
  expect(await screen.findByText('Vous n’avez pas encore de frise.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Créer une frise/ })).toHaveAttribute('href', '/timelines/create');
});

it('lists my timelines in the dashboard card, with share links only for public ones', async () => {
  server.use(...fakeGateway([lea, tom]).handlers);
  renderTimelines('/dashboard');
  expect(await screen.findByRole('heading', { level: 2, name: 'Frises' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Voir Les premiers pas de Léa' })).toHaveAttribute('href', '/timelines/t1');
  expect(screen.getByRole('link', { name: 'Gérer Les premiers pas de Léa' })).toHaveAttribute('href', '/timelines/t1/manage');
  expect(screen.getByRole('link', { name: 'Partager Les premiers pas de Léa' })).toHaveAttribute('href', '/timelines/t1/share');
  expect(screen.getByRole('link', { name: 'Gérer Tom grandit' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Partager Tom grandit' })).not.toBeInTheDocument();
  expect(screen.getByText('1 événement')).toBeInTheDocument();
  // a photo count for the timeline that has photos, none for the other
  expect(screen.getByText('3 photos')).toBeInTheDocument();
  expect(screen.queryByText(/0 photo/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Créer une frise/ })).toBeInTheDocument();
});

it('shows an empty dashboard card with a create action', async () => {
  server.use(...fakeGateway([]).handlers);
  renderTimelines('/dashboard');
  expect(await screen.findByText('Vous n’avez pas encore de frise.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Créer une frise/ })).toHaveAttribute('href', '/timelines/create');
});
