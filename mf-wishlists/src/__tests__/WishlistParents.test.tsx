import { screen } from '@testing-library/react';
import { listGateway, listWishlist, server, setupFakeServer } from './fakeServer';
import { renderWishlists } from './testApp';

// The public list's banner names the parents who allow it (the gateway decides who: `parents`).
setupFakeServer();

it('names the parents under the title, in both languages', async () => {
  server.use(...listGateway([listWishlist({ id: 'w1', isMine: false, parents: ['Léa', 'Hugo'] })]).handlers);
  const { unmount } = renderWishlists('/wishlists/w1', { user: null });
  expect(await screen.findByText('La liste de naissance de Léa et Hugo')).toBeInTheDocument();
  unmount();

  server.use(...listGateway([listWishlist({ id: 'w1', isMine: false, parents: ['Léa', 'Hugo'] })]).handlers);
  renderWishlists('/wishlists/w1', { user: null, locale: 'en' });
  expect(await screen.findByText('Léa and Hugo’s birth list')).toBeInTheDocument();
});

it('says nothing of the parents when none allows it', async () => {
  server.use(...listGateway([listWishlist({ id: 'w1', isMine: false, title: 'Nos cadeaux', parents: [] })]).handlers);
  renderWishlists('/wishlists/w1', { user: null });
  expect(await screen.findByRole('heading', { level: 1, name: 'Nos cadeaux' })).toBeInTheDocument();
  expect(screen.queryByText(/La liste de naissance de/)).not.toBeInTheDocument();
});
