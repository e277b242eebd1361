import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UpdateTimelineEventMutation, UpdateTimelineEventMutationVariables } from '@cigogne/graphql/timelines';
import { delay, graphql, http, HttpResponse } from 'msw';
import { at, fakeEvent, fakeGateway, fakeTimeline, server, setupFakeServer, type FakeEvent } from './fakeServer';
import { renderTimelines } from './testApp';

setupFakeServer();
// the environment's FormData and URL are Node's, its File jsdom's: the photos are Node files, the previews get a fake address
const photoFile = (bits: string | Uint8Array, name: string, type: string) => new NodeFile([bits], name, { type }) as unknown as File;
beforeAll(() => Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() }));

const photo = (id: string, width: number, height: number) => ({
  __typename: 'Photo' as const,
  id,
  url: `/api/photos/${id}/full`,
  thumbnailUrl: `/api/photos/${id}/thumb`,
  width,
  height,
});

/** Types a valid event: title, date (committed when the picker is left, a frame later), description. */
async function fillEvent(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Titre'), 'Premier bain');
  await user.click(screen.getByLabelText('Date'));
  await user.paste('14/02/2025');
  await user.type(screen.getByLabelText('Description'), 'Dans la baignoire.');
  await waitFor(() => expect(screen.getByLabelText('Date')).toHaveValue('14/02/2025'));
  await waitFor(() => expect(document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toBeNull());
}

const withPhotos = (event: FakeEvent, photos: ReturnType<typeof photo>[]): FakeEvent => ({ ...event, photos });

const lea = fakeTimeline({
  id: 't1',
  isMine: false,
  events: [withPhotos(fakeEvent('e1', 'Premier bain', at(2025, 3, 1)), [photo('p1', 2048, 1536), photo('p2', 300, 400)])],
});

it('shows thumbnails with their size, a srcset and lazy loading, and opens a keyboard-usable viewer', async () => {
  const user = userEvent.setup({ delay: null });
  server.use(...fakeGateway([lea]).handlers);
  renderTimelines('/timelines/t1', { user: null });

  const list = await screen.findByRole('list', { name: 'Photos de Premier bain' });
  // decorative (alt=""): the button that holds each one is named
  const [first, second] = [...list.querySelectorAll('img')];
  expect(first).toHaveAttribute('src', '/api/photos/p1/thumb');
  expect(first).toHaveAttribute('srcset', '/api/photos/p1/thumb 480w, /api/photos/p1/full 2048w');
  expect(first).toHaveAttribute('width', '480');
  expect(first).toHaveAttribute('height', '360');
  expect(first).toHaveAttribute('loading', 'lazy');
  // a photo smaller than a thumbnail is its own thumbnail
  expect(second).toHaveAttribute('srcset', '/api/photos/p2/full 300w');
  expect(second).toHaveAttribute('width', '300');

  const opener = within(list).getByRole('button', { name: 'Ouvrir la photo 1 sur 2 : Premier bain' });
  await user.click(opener);
  const viewer = screen.getByRole('dialog', { name: 'Photo 1 sur 2 : Premier bain' });
  expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/api/photos/p1/full');
  await user.keyboard('{ArrowRight}');
  expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/api/photos/p2/full');
  expect(within(viewer).getByText('Photo 2 sur 2')).toBeInTheDocument();
  await user.keyboard('{ArrowRight}');
  expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/api/photos/p1/full');
  await user.click(within(viewer).getByRole('button', { name: 'Photo précédente' }));
  expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/api/photos/p2/full');
  await user.click(within(viewer).getByRole('button', { name: 'Fermer' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

it('adds an event with a photo: the event first, then the photo with the session token, then back to the manage screen', async () => {
  const user = userEvent.setup({ delay: null });
  const gateway = fakeGateway([fakeTimeline({ id: 't1', events: [] })]);
  const uploads: { eventId: string; name: string; auth: string | null }[] = [];
  server.use(
    ...gateway.handlers,
    http.post('*/api/timelines/:id/events/:eventId/photos', async ({ request, params }) => {
      const body = await request.text();
      const name = /name="file"; filename="([^"]+)"/.exec(body)?.[1] ?? '';
      uploads.push({ eventId: String(params.eventId), name, auth: request.headers.get('authorization') });
      return HttpResponse.json(photo('p9', 800, 600), { status: 201 });
    }),
  );
  // the session's token, as sign-in stores it
  localStorage.setItem('token', 'jwt-of-the-owner');
  renderTimelines('/timelines/t1/events/create');

  expect(await screen.findByRole('heading', { level: 1, name: 'Nouvel événement' })).toBeInTheDocument();
  await fillEvent(user);
  const input = screen.getByLabelText(/Déposez des photos ici/);
  expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  await user.upload(input, photoFile(new Uint8Array([0xff, 0xd8, 0xff]), 'bain.jpg', 'image/jpeg'));
  expect(within(screen.getByRole('list', { name: 'Photos à envoyer' })).getByText('bain.jpg')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Ajouter l’événement' }));

  await waitFor(() => expect(gateway.state.calls).toHaveLength(1));
  await waitFor(() => expect(uploads).toHaveLength(1));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/timelines/t1/manage'));
  expect(gateway.state.calls[0]).toMatchObject({ operation: 'CreateTimelineEvent' });
  expect(uploads).toEqual([{ eventId: 'e1', name: 'bain.jpg', auth: 'Bearer jwt-of-the-owner' }]);
  localStorage.removeItem('token');
});

it('keeps a refused photo with the reason and the event saved once, without leaving', async () => {
  const user = userEvent.setup({ delay: null });
  const gateway = fakeGateway([fakeTimeline({ id: 't1', events: [] })]);
  server.use(
    ...gateway.handlers,
    http.post('*/api/timelines/:id/events/:eventId/photos', () =>
      HttpResponse.json(
        { type: 'validationException', errors: [{ path: 'file', message: 'validation.unsupportedImage' }] },
        { status: 415 },
      ),
    ),
    graphql.mutation<UpdateTimelineEventMutation, UpdateTimelineEventMutationVariables>('UpdateTimelineEvent', ({ variables }) => {
      gateway.state.calls.push({ operation: 'UpdateTimelineEvent', variables });
      const event = gateway.state.timelines[0]!.events.find((e) => e.id === variables.eventId)!;
      return HttpResponse.json({ data: { updateTimelineEvent: event } });
    }),
  );
  renderTimelines('/timelines/t1/events/create');
  await fillEvent(user);
  await user.upload(screen.getByLabelText(/Déposez des photos ici/), photoFile('%PDF', 'facture.pdf', 'image/jpeg'));
  await user.click(screen.getByRole('button', { name: 'Ajouter l’événement' }));
  expect(await screen.findByText(/pas une photo dans un format accepté/)).toHaveAttribute('role', 'alert');
  expect(screen.getByTestId('location')).toHaveTextContent('/timelines/t1/events/create');
  // saving again updates the event made the first time
  await user.click(screen.getByRole('button', { name: 'Ajouter l’événement' }));
  await waitFor(() => expect(gateway.state.calls.map((c) => c.operation)).toEqual(['CreateTimelineEvent', 'UpdateTimelineEvent']));
});

it('cancels the upload under way: the photo waits again, and the user stays on the form', async () => {
  const user = userEvent.setup({ delay: null });
  const gateway = fakeGateway([fakeTimeline({ id: 't1', events: [] })]);
  let received = 0;
  server.use(
    ...gateway.handlers,
    http.post('*/api/timelines/:id/events/:eventId/photos', async () => {
      received += 1;
      await delay('infinite');
      return HttpResponse.json({}, { status: 201 });
    }),
  );
  renderTimelines('/timelines/t1/events/create');
  await fillEvent(user);
  await user.upload(screen.getByLabelText(/Déposez des photos ici/), photoFile('jpeg', 'bain.jpg', 'image/jpeg'));
  await user.click(screen.getByRole('button', { name: 'Ajouter l’événement' }));
  await waitFor(() => expect(received).toBe(1));
  expect(screen.getByRole('progressbar', { name: 'Envoi de bain.jpg' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Annuler l’envoi' }));
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  expect(within(screen.getByRole('list', { name: 'Photos à envoyer' })).getByText('bain.jpg')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Annuler l’envoi' })).not.toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/timelines/t1/events/create');
});
