import type { WishlistQuery, WishlistQueryVariables, WishlistsQuery, WishlistsQueryVariables } from '@cigogne/graphql/wishlists';
import { graphQLErrorResponse } from '@cigogne/ui/testing/graphqlErrorResponse';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

type WishlistFields = WishlistQuery['wishlist'];

/** An item as the Wishlist query returns it, with the __typename Apollo's cache reads. */
export type FakeItem = WishlistFields['items'][number] & { __typename: 'WishlistItem' };

/** A wishlist as the Wishlist query returns it (the generated type: a renamed field breaks the fake at compile time). */
export type FakeWishlist = Omit<WishlistFields, 'items'> & { __typename: 'Wishlist'; items: FakeItem[] };

const CREATED = '2026-03-01T10:00:00.000Z';

export function fakeItem(overrides: Partial<FakeItem> = {}): FakeItem {
  return {
    __typename: 'WishlistItem',
    id: 'i1',
    title: 'Poussette trio',
    price: 499.9,
    category: 'transport',
    image: null,
    url: 'https://shop.example/poussette',
    hasUrl: true,
    description: null,
    isReserved: false,
    reservedBy: null,
    reservedAt: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  } as FakeItem;
}

export function fakeWishlist(overrides: Partial<FakeWishlist> = {}): FakeWishlist {
  const items = overrides.items ?? [];
  return {
    __typename: 'Wishlist',
    id: 'w1',
    title: 'La liste de naissance de Léa',
    description: null,
    date: null,
    visibility: 'public',
    themeColor: 'blue',
    cover: null,
    status: 'published',
    isMine: true,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
    items,
    itemCount: items.length,
  } as FakeWishlist;
}

/** The gateway's answer for an absent wishlist, or someone else's private one. */
export const notFound = () => graphQLErrorResponse('notFound', 404);

/**
 * An in-memory gateway for the wishlists operations; `calls` records every mutation's variables.
 * Mutation handlers are added next to the queries, one per operation.
 */
export function fakeGateway(initial: FakeWishlist[]) {
  const state = { wishlists: [...initial], calls: [] as Array<{ operation: string; variables: Record<string, unknown> }> };
  const find = (id: unknown) => state.wishlists.find((w) => w.id === id);

  const handlers = [
    graphql.query<WishlistsQuery, WishlistsQueryVariables>('Wishlists', () =>
      HttpResponse.json({ data: { wishlists: state.wishlists.filter((w) => w.isMine) } }),
    ),
    graphql.query<WishlistQuery, WishlistQueryVariables>('Wishlist', ({ variables }) => {
      const wishlist = find(variables.id);
      return wishlist ? HttpResponse.json({ data: { wishlist } }) : notFound();
    }),
  ];
  return { state, find, handlers };
}

export const server = setupServer();

/** Call at the top of a test file: msw around every test, unhandled requests fail. */
export function setupFakeServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
