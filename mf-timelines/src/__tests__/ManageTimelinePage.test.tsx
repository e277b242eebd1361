import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { at, fakeEvent, fakeGateway, fakeTimeline, server, setupFakeServer } from './fakeServer';
import { renderTimelines } from './testApp';

setupFakeServer();

const timeline = (overrides = {}) =>
  fakeTimeline({
    id: 't1',
    title: 'Les premiers pas de Léa',
    firstName: 'Léa',
    birthDate: at(2025, 1, 31, 10, 30),
    visibility: 'public',
    events: [fakeEvent('e1', 'Premier sourire', at(2025, 3, 1), 'Au réveil.'), fakeEvent('e2', 'Première dent', at(2025, 6, 2))],
    ...overrides,
  });

it('shows the details, the events and a link to the share screen', async () => {
  server.use(...fakeGateway([timeline()]).handlers);
  renderTimelines('/timelines/t1/manage');

  expect(await screen.findByRole('heading', { level: 1, name: 'Les premiers pas de Léa' })).toBeInTheDocument();
  const details = screen.getByRole('region', { name: 'Détails' });
  expect(within(details).getByText('Léa')).toBeInTheDocument();
  expect(within(details).getByText(/31 janvier 2025/)).toBeInTheDocument();
  const events = within(screen.getByRole('region', { name: 'Événements' })).getAllByRole('listitem');
  expect(events.map((e) => within(e).getByRole('heading').textContent)).toEqual(['Premier sourire', 'Première dent']);
  expect(within(events[0]).getByText('1er mars 2025')).toBeInTheDocument();
  expect(within(events[0]).getByText('Au réveil.')).toBeInTheDocument();
  expect(within(events[0]).getByRole('link', { name: 'Modifier l’événement Premier sourire' })).toHaveAttribute(
    'href',
    '/timelines/t1/events/e1/edit',
  );
  expect(screen.getByRole('link', { name: /Ajouter un événement/ })).toHaveAttribute('href', '/timelines/t1/events/create');
  expect(within(screen.getByRole('region', { name: 'Partager' })).getByRole('link', { name: /Partager/ })).toHaveAttribute(
    'href',
    '/timelines/t1/share',
  );
});

it('shows each event’s photos, the ones the dashboard counts, and puts the events before the details (first on a phone)', async () => {
  const photo = (id: string) => ({
    __typename: 'Photo' as const,
    id,
    url: `/api/photos/${id}/full`,
    thumbnailUrl: `/api/photos/${id}/thumb`,
    width: 800,
    height: 600,
  });
  const withPhotos = { ...fakeEvent('e1', 'Premier sourire', at(2025, 3, 1)), photos: [photo('p1'), photo('p2')] };
  const user = userEvent.setup({ delay: null });
  server.use(...fakeGateway([timeline({ events: [withPhotos, fakeEvent('e2', 'Première dent', at(2025, 6, 2))] })]).handlers);
  renderTimelines('/timelines/t1/manage');

  const events = await screen.findByRole('region', { name: 'Événements' });
  const photos = within(events).getByRole('list', { name: 'Photos de Premier sourire' });
  // decorative thumbnails (alt=""): each one's button says which photo it opens
  expect([...photos.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
    '/api/photos/p1/thumb',
    '/api/photos/p2/thumb',
  ]);
  expect(within(events).queryByRole('list', { name: 'Photos de Première dent' })).not.toBeInTheDocument();
  // the events and their add button come before the details in the page's order
  const details = screen.getByRole('region', { name: 'Détails' });
  expect(events.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  // a photo opens in the viewer
  await user.click(within(photos).getByRole('button', { name: /Ouvrir la photo 2 sur 2/ }));
  expect(await screen.findByRole('dialog', { name: /Photo 2 sur 2/ })).toBeInTheDocument();
});

it('replaces the share link by the private warning when the timeline is private', async () => {
  server.use(...fakeGateway([timeline({ visibility: 'private' })]).handlers);
  renderTimelines('/timelines/t1/manage');
  const share = await screen.findByRole('region', { name: 'Partager' });
  expect(within(share).getByText('Cette page est privée')).toBeInTheDocument();
  expect(within(share).getByRole('link', { name: 'Modifier la visibilité' })).toHaveAttribute('href', '/timelines/t1/edit');
  expect(within(share).queryByRole('link', { name: /^Partager/ })).not.toBeInTheDocument();
});

it('deletes an event after confirmation and refreshes the list', async () => {
  const user = userEvent.setup({ delay: null });
  const gateway = fakeGateway([timeline()]);
  server.use(...gateway.handlers);
  renderTimelines('/timelines/t1/manage');

  await user.click(await screen.findByRole('button', { name: 'Supprimer l’événement Première dent' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Voulez-vous vraiment supprimer « Première dent » ? Cette action est irréversible.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Première dent' })).not.toBeInTheDocument());
  expect(gateway.state.calls).toEqual([{ operation: 'DeleteTimelineEvent', variables: { timelineId: 't1', eventId: 'e2' } }]);
  expect(screen.getByRole('heading', { name: 'Premier sourire' })).toBeInTheDocument();
});

it('adds an event with trimmed texts and comes back to the manage screen', async () => {
  const user = userEvent.setup({ delay: null });
  const gateway = fakeGateway([timeline({ events: [] })]);
  server.use(...gateway.handlers);
  renderTimelines('/timelines/t1/events/create');

  expect(await screen.findByRole('heading', { level: 1, name: 'Nouvel événement' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Ajouter l’événement' }));
  await waitFor(() => expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(2));

  await user.type(screen.getByLabelText('Titre'), '  Premier bain ');
  await user.click(screen.getByLabelText('Date'));
  await user.paste('14/02/2025');
  // Leaving the picker commits the typed date once its popup has closed (a frame later): the
  // user sees the date's error go before pressing the button.
  await user.type(screen.getByLabelText('Description'), '  Dans la grande baignoire.  ');
  await waitFor(() => expect(screen.queryByText('Ce champ est obligatoire.')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Ajouter l’événement' }));

  await waitFor(() => expect(gateway.state.calls).toHaveLength(1));
  expect(gateway.state.calls[0]).toEqual({
    operation: 'CreateTimelineEvent',
    variables: {
      timelineId: 't1',
      input: { title: 'Premier bain', date: new Date(2025, 1, 14).toISOString(), description: 'Dans la grande baignoire.', type: null },
    },
  });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/timelines/t1/manage'));
  expect(await screen.findByRole('heading', { name: 'Premier bain' })).toBeInTheDocument();
});

it('goes back to the manage screen on cancel', async () => {
  const user = userEvent.setup({ delay: null });
  server.use(...fakeGateway([timeline()]).handlers);
  renderTimelines('/timelines/t1/events/e1/edit');
  expect(await screen.findByLabelText('Titre')).toHaveValue('Premier sourire');
  await user.click(screen.getByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/timelines/t1/manage'));
});
