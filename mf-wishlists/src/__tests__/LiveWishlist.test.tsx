import { screen, waitFor, within } from '@testing-library/react';
import { liveStreams } from './fakeLiveStream';
import { fakeItem, fakeReservation, listGateway, listWishlist, server, setupFakeServer } from './fakeServer';
import { renderWishlists } from './testApp';

setupFakeServer();

/** Live updates (docs/architecture.md#live-updates): the page refetches its list on each event. */
const list = (isMine: boolean) =>
  listWishlist({ id: 'w1', title: 'La liste de Léa', isMine, items: [fakeItem({ id: 'i1', title: 'Gigoteuse', category: 'bedroom' })] });

/** Counts the Wishlist queries the page sends. */
function countWishlistQueries() {
  let count = 0;
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname !== '/graphql') return;
    const body = (await request.clone().json()) as { operationName?: string };
    if (body.operationName === 'Wishlist') count += 1;
  });
  return () => count;
}

afterEach(() => server.events.removeAllListeners());

it("shows another guest's reservation when the list's stream says it changed, without a reload", async () => {
  const gateway = listGateway([list(false)]);
  server.use(...gateway.handlers);
  const queries = countWishlistQueries();
  renderWishlists('/wishlists/w1', { user: null });
  const item = await screen.findByRole('listitem', { name: 'Gigoteuse' });
  expect(within(item).queryByText('Réservé')).not.toBeInTheDocument();
  // the stream opens once the page has settled, then the page catches up once
  await waitFor(() => expect(liveStreams.count('w1')).toBe(1));
  await waitFor(() => expect(queries()).toBe(2));

  gateway.find('w1')!.items[0] = { ...gateway.find('w1')!.items[0], isReserved: true, reservedAt: '2026-06-15T09:00:00.000Z' };
  liveStreams.publish('w1');
  expect(await within(await screen.findByRole('listitem', { name: 'Gigoteuse' })).findByText('Réservé')).toBeInTheDocument();
  expect(queries()).toBe(3);
  // the page follows its own list only (which events a stream carries is the gateway's rule, tested there)
  expect(liveStreams.count('w2')).toBe(0);
});

it("refreshes the owner's reservations tab on an event", async () => {
  const gateway = listGateway([list(true)]);
  server.use(...gateway.handlers);
  renderWishlists('/wishlists/w1/reservations');
  expect(await screen.findByText('Aucun article n’est réservé pour le moment.')).toBeInTheDocument();
  await waitFor(() => expect(liveStreams.count('w1')).toBe(1));
  gateway.find('w1')!.items[0] = {
    ...gateway.find('w1')!.items[0],
    isReserved: true,
    reservedAt: '2026-06-15T09:00:00.000Z',
    reservedQuantity: 1,
    reservedBy: { __typename: 'ReservedBy', name: 'Tatie Sidonie', message: null, isAnonymous: false },
    reservations: [fakeReservation({ id: 'r1', name: 'Tatie Sidonie', reservedAt: '2026-06-15T09:00:00.000Z' })],
  } as never;
  liveStreams.publish('w1');
  expect(await screen.findByText('Tatie Sidonie')).toBeInTheDocument();
});

it('closes the stream when the page is left', async () => {
  server.use(...listGateway([list(false)]).handlers);
  const { unmount } = renderWishlists('/wishlists/w1', { user: null });
  await waitFor(() => expect(liveStreams.count('w1')).toBe(1));
  unmount();
  await waitFor(() => expect(liveStreams.count('w1')).toBe(0));
});
