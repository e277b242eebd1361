import type { WishlistQuery, WishlistQueryVariables, WishlistsQuery, WishlistsQueryVariables } from '@cigogne/graphql/wishlists';
import { graphQLErrorResponse } from '@cigogne/ui/testing/graphqlErrorResponse';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { liveStreams } from './fakeLiveStream';

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
    photo: null,
    url: 'https://shop.example/poussette',
    hasUrl: true,
    description: null,
    quantity: 1,
    reservedQuantity: 0,
    groupGift: false,
    fundedAmount: 0,
    mostWanted: false,
    boughtElsewhere: false,
    isReserved: false,
    reservedBy: null,
    reservedAt: null,
    receivedAt: null,
    reservations: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  } as FakeItem;
}

/** One reservation as the owner's Wishlist query returns it. */
export function fakeReservation(overrides: Partial<NonNullable<FakeItem['reservations']>[number]> = {}) {
  return {
    __typename: 'WishlistReservation' as const,
    id: 'r1',
    name: 'Mamie Jo',
    message: null,
    isAnonymous: false,
    quantity: 1,
    amount: null,
    reservedAt: CREATED,
    thankedAt: null,
    language: 'fr',
    emailKept: true,
    thankNoteAt: null as string | null,
    ...overrides,
  };
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
    parents: ['Léa'],
    isMine: true,
    sharedWithMe: false,
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

// every page that shows a list follows it live: an open, silent stream unless a test publishes
export const server = setupServer(liveStreams.handler);

/** Call at the top of a test file: msw around every test, unhandled requests fail. */
export function setupFakeServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

// list screens
// The public view, example list, reservation, cancel link and add-item dialog: their fixtures and handlers.
import type {
  AnalyseProductPageMutation,
  AnalyseProductPageMutationVariables,
  CancelReservationByTokenMutation,
  CancelReservationByTokenMutationVariables,
  CancelWishlistReservationMutation,
  CancelWishlistReservationMutationVariables,
  CreateWishlistItemMutation,
  CreateWishlistItemMutationVariables,
  DeleteWishlistItemMutation,
  DeleteWishlistItemMutationVariables,
  ExampleWishlistQuery,
  ExampleWishlistQueryVariables,
  ReservationByTokenQuery,
  ReservationByTokenQueryVariables,
  ReserveWishlistItemMutation,
  ReserveWishlistItemMutationVariables,
  ThankWishlistReservationMutation,
  ThankWishlistReservationMutationVariables,
  UpdateWishlistItemMutation,
  UpdateWishlistItemMutationVariables,
} from '@cigogne/graphql/wishlists';

/** A wishlist with every field the list screens read (no cover unless given). */
export function listWishlist(overrides: Partial<FakeWishlist> = {}): FakeWishlist {
  return fakeWishlist({ coverImage: null, ...overrides });
}

/** What a visitor receives of an item: what is taken, never by whom (the gateway's mask). */
const asVisitorSees = (item: FakeItem): FakeItem => ({
  ...item,
  reservedBy: item.isReserved && item.reservedBy ? { ...item.reservedBy, name: null, message: null, isAnonymous: true } : null,
  reservations: null,
  receivedAt: null,
});

export interface ListGatewayOptions {
  /** The demo list ExampleWishlist answers. */
  example?: FakeWishlist;
  /** Cancel-link tokens: token -> the reserved item. */
  tokens?: Record<string, { wishlistId: string; itemId: string }>;
  /**
   * What the product page of a URL gives; absent: the page cannot be read (422 pageUnreachable);
   * 'blocked': the shop answers with an anti-bot wall (422 pageBlocked).
   */
  products?: Record<string, { title: string | null; price: number | null; image: string | null } | 'blocked'>;
}

/**
 * The wishlists operations of the list screens over `fakeGateway`'s state: queries mask reservers for
 * visitors (isMine false); reserve, create, update, delete, cancel (owner and token) and analyse.
 */
export function listGateway(initial: FakeWishlist[], options: ListGatewayOptions = {}) {
  const gateway = fakeGateway(initial);
  const { state, find } = gateway;
  const tokens = { ...options.tokens };
  let nextId = 100;
  const record = (operation: string, variables: Record<string, unknown>) => state.calls.push({ operation, variables });
  const view = (wishlist: FakeWishlist): FakeWishlist =>
    wishlist.isMine ? wishlist : { ...wishlist, items: wishlist.items.map(asVisitorSees) };
  const replaceItem = (wishlist: FakeWishlist, item: FakeItem) => {
    wishlist.items = wishlist.items.map((i) => (i.id === item.id ? item : i));
  };
  const findItem = (wishlistId: unknown, itemId: unknown) => find(wishlistId)?.items.find((i) => i.id === itemId);

  const handlers = [
    graphql.query<WishlistQuery, WishlistQueryVariables>('Wishlist', ({ variables }) => {
      const wishlist = find(variables.id);
      return wishlist ? HttpResponse.json({ data: { wishlist: view(wishlist) } }) : notFound();
    }),
    graphql.query<ExampleWishlistQuery, ExampleWishlistQueryVariables>('ExampleWishlist', () =>
      options.example ? HttpResponse.json({ data: { exampleWishlist: options.example } }) : notFound(),
    ),
    graphql.mutation<ReserveWishlistItemMutation, ReserveWishlistItemMutationVariables>('ReserveWishlistItem', ({ variables }) => {
      record('ReserveWishlistItem', variables);
      const wishlist = find(variables.wishlistId);
      const item = findItem(variables.wishlistId, variables.itemId);
      if (!wishlist || !item) return notFound();
      if (item.isReserved) return graphQLErrorResponse('alreadyReserved', 409);
      const { name, message, isAnonymous, quantity, amount } = variables.input;
      const units = item.groupGift ? 0 : (quantity ?? 1);
      const funded = item.fundedAmount + (item.groupGift ? (amount ?? 0) : 0);
      const left = item.groupGift ? item.price! - item.fundedAmount : item.quantity - item.reservedQuantity;
      if ((item.groupGift ? (amount ?? 0) : units) > left)
        return graphQLErrorResponse('invalidForm', 422, [
          { path: item.groupGift ? 'amount' : 'quantity', message: 'validation.moreThanLeft' },
        ]);
      const complete = item.groupGift ? funded >= item.price! : item.reservedQuantity + units >= item.quantity;
      const reservation = {
        __typename: 'WishlistReservation' as const,
        id: `r${nextId++}`,
        name: isAnonymous ? null : name,
        message: message ?? null,
        isAnonymous: Boolean(isAnonymous),
        quantity: item.groupGift ? null : units,
        amount: item.groupGift ? (amount ?? null) : null,
        reservedAt: CREATED,
        thankedAt: null,
        language: 'fr',
        emailKept: true,
        thankNoteAt: null,
      };
      const reservations = [...(item.reservations ?? []), reservation];
      const reserved: FakeItem = {
        ...item,
        reservedQuantity: item.groupGift ? Number(complete) : item.reservedQuantity + units,
        fundedAmount: funded,
        isReserved: complete,
        reservedAt: complete ? CREATED : null,
        reservedBy: complete
          ? ({
              __typename: 'ReservedBy',
              name: reservations[0].name,
              message: reservations[0].message,
              isAnonymous: reservations[0].isAnonymous,
            } as FakeItem['reservedBy'])
          : null,
        reservations,
      };
      replaceItem(wishlist, reserved);
      return HttpResponse.json({ data: { reserveWishlistItem: asVisitorSees(reserved) } });
    }),
    graphql.mutation<CreateWishlistItemMutation, CreateWishlistItemMutationVariables>('CreateWishlistItem', ({ variables }) => {
      record('CreateWishlistItem', variables);
      const wishlist = find(variables.wishlistId);
      if (!wishlist) return notFound();
      const { input } = variables;
      const item = fakeItem({
        id: `i${nextId++}`,
        title: input.title,
        price: input.price ?? null,
        category: input.category ?? null,
        description: input.description ?? null,
        image: input.image ?? null,
        url: input.url ?? null,
        hasUrl: Boolean(input.url),
      });
      wishlist.items = [...wishlist.items, item];
      wishlist.itemCount = wishlist.items.length;
      return HttpResponse.json({ data: { createWishlistItem: item } });
    }),
    graphql.mutation<UpdateWishlistItemMutation, UpdateWishlistItemMutationVariables>('UpdateWishlistItem', ({ variables }) => {
      record('UpdateWishlistItem', variables);
      const wishlist = find(variables.wishlistId);
      const item = findItem(variables.wishlistId, variables.itemId);
      if (!wishlist || !item) return notFound();
      const { received, ...fields } = variables.input;
      const updated = { ...item, ...fields, ...(received != null && { receivedAt: received ? CREATED : null }) } as FakeItem;
      replaceItem(wishlist, updated);
      return HttpResponse.json({ data: { updateWishlistItem: updated } });
    }),
    graphql.mutation<DeleteWishlistItemMutation, DeleteWishlistItemMutationVariables>('DeleteWishlistItem', ({ variables }) => {
      record('DeleteWishlistItem', variables);
      const wishlist = find(variables.wishlistId);
      if (!wishlist || !findItem(variables.wishlistId, variables.itemId)) return notFound();
      wishlist.items = wishlist.items.filter((i) => i.id !== variables.itemId);
      wishlist.itemCount = wishlist.items.length;
      return HttpResponse.json({ data: { deleteWishlistItem: true } });
    }),
    graphql.mutation<CancelWishlistReservationMutation, CancelWishlistReservationMutationVariables>(
      'CancelWishlistReservation',
      ({ variables }) => {
        record('CancelWishlistReservation', variables);
        const wishlist = find(variables.wishlistId);
        const item = findItem(variables.wishlistId, variables.itemId);
        if (!wishlist || !item) return notFound();
        const reservations = variables.reservationId ? (item.reservations ?? []).filter((r) => r.id !== variables.reservationId) : [];
        const units = reservations.reduce((sum, r) => sum + (r.quantity ?? 0), 0);
        replaceItem(wishlist, { ...item, reservations, reservedQuantity: units, isReserved: false, reservedBy: null, reservedAt: null });
        return HttpResponse.json({ data: { cancelWishlistReservation: true } });
      },
    ),
    graphql.query<ReservationByTokenQuery, ReservationByTokenQueryVariables>('ReservationByToken', ({ variables }) => {
      const target = tokens[variables.token];
      const item = target && target.wishlistId === variables.wishlistId ? findItem(target.wishlistId, target.itemId) : undefined;
      if (!item?.isReserved) return graphQLErrorResponse('reservationNotFound', 404);
      return HttpResponse.json({
        data: {
          reservationByToken: {
            __typename: 'ReservationLookup',
            item: { __typename: 'Titled', title: item.title },
            wishlist: { __typename: 'Titled', title: find(target.wishlistId)!.title },
          },
        } as ReservationByTokenQuery,
      });
    }),
    graphql.mutation<CancelReservationByTokenMutation, CancelReservationByTokenMutationVariables>(
      'CancelReservationByToken',
      ({ variables }) => {
        record('CancelReservationByToken', variables);
        const target = tokens[variables.token];
        const wishlist = target && target.wishlistId === variables.wishlistId ? find(target.wishlistId) : undefined;
        const item = wishlist?.items.find((i) => i.id === target.itemId);
        if (!wishlist || !item?.isReserved) return graphQLErrorResponse('reservationNotFound', 404);
        delete tokens[variables.token];
        replaceItem(wishlist, { ...item, isReserved: false, reservedBy: null, reservedAt: null });
        return HttpResponse.json({ data: { cancelReservationByToken: true } });
      },
    ),
    graphql.mutation<AnalyseProductPageMutation, AnalyseProductPageMutationVariables>('AnalyseProductPage', ({ variables }) => {
      record('AnalyseProductPage', variables);
      const product = options.products?.[variables.url];
      if (!product) return graphQLErrorResponse('invalidForm', 422, [{ path: 'url', message: 'validation.pageUnreachable' }]);
      if (product === 'blocked') return graphQLErrorResponse('invalidForm', 422, [{ path: 'url', message: 'validation.pageBlocked' }]);
      return HttpResponse.json({
        data: { analyseProductPage: { __typename: 'ProductDetails', ...product } } as AnalyseProductPageMutation,
      });
    }),
  ];
  return { state, find, handlers };
}

// owner screens

/** Covers as the gateway lists them (wishlistCovers): a few, enough for the picker. */
export const FAKE_COVERS = ['baby_01.jpg', 'baby_02.jpg', 'flowers_01.jpg'].map((file) => ({
  __typename: 'WishlistCover' as const,
  file,
  category: file.split('_')[0],
  titleColor: file === 'flowers_01.jpg' ? 'dark' : 'white',
  url: `/covers/${file}`,
  thumbnailUrl: `/covers/thumbs/${file}`,
}));

const BANDS = [
  ['veryCheap', 10],
  ['cheap', 25],
  ['medium', 50],
  ['expensive', 100],
  ['veryExpensive', 200],
  ['ultraExpensive', Infinity],
] as const;

/**
 * The owner's operations over fakeGateway's state: the summaries (with reservedCount), covers,
 * stats, create, update, delete and the owner's cancel. Every mutation is recorded in `state.calls`.
 */
export function ownerHandlers({ state, find }: ReturnType<typeof fakeGateway>) {
  const record = (operation: string, variables: Record<string, unknown>) => state.calls.push({ operation, variables });
  const withCover = (wishlist: FakeWishlist): FakeWishlist => ({
    ...wishlist,
    coverImage: FAKE_COVERS.find((c) => c.file === wishlist.cover) ?? null,
  });
  return [
    graphql.query('WishlistSummaries', () =>
      HttpResponse.json({
        data: {
          wishlists: state.wishlists
            .filter((w) => w.isMine)
            .map(({ items, ...w }) => ({
              ...withCover({ ...w, items }),
              items: undefined,
              itemCount: items.length,
              reservedCount: items.filter((i) => i.isReserved).length,
              // the fixtures' items carry their own figures (reservedQuantity, isReserved): summed, not recomputed
              unitCount: items.reduce((s, i) => s + (i.groupGift ? 1 : i.quantity), 0),
              reservedUnits: items.reduce((s, i) => s + (i.isReserved ? (i.groupGift ? 1 : i.quantity) : i.reservedQuantity), 0),
              pledgeCount: items.reduce((s, i) => s + (i.groupGift ? (i.reservations?.length ?? 0) : 0), 0),
            })),
        },
      }),
    ),
    graphql.query('WishlistCovers', () => HttpResponse.json({ data: { wishlistCovers: FAKE_COVERS } })),
    graphql.query('WishlistStats', ({ variables }) => {
      const wishlist = find(variables.id);
      if (!wishlist) return notFound();
      const priced = wishlist.items.filter((i) => i.price !== null);
      let floor = 0;
      const wishlistStats = BANDS.map(([band, below]) => {
        const inBand = priced.filter((i) => i.price! >= floor && i.price! < below);
        floor = below;
        return {
          __typename: 'PriceBandStat',
          band,
          available: inBand.filter((i) => !i.isReserved).length,
          reserved: inBand.filter((i) => i.isReserved).length,
        };
      });
      return HttpResponse.json({ data: { wishlistStats } });
    }),
    graphql.mutation('CreateWishlist', ({ variables }) => {
      record('CreateWishlist', variables);
      const input = variables.input as { title: string; description?: string; date?: string };
      const created = fakeWishlist({
        id: `w${state.wishlists.length + 100}`,
        title: input.title,
        description: input.description ?? null,
        date: input.date ?? null,
        visibility: 'private',
        coverImage: null,
      });
      state.wishlists.unshift(created);
      return HttpResponse.json({ data: { createWishlist: created } });
    }),
    graphql.mutation('UpdateWishlist', ({ variables }) => {
      record('UpdateWishlist', variables);
      const index = state.wishlists.findIndex((w) => w.id === variables.id);
      if (index < 0) return notFound();
      state.wishlists[index] = withCover({ ...state.wishlists[index], ...(variables.input as Partial<FakeWishlist>) });
      return HttpResponse.json({ data: { updateWishlist: state.wishlists[index] } });
    }),
    graphql.mutation('DeleteWishlist', ({ variables }) => {
      record('DeleteWishlist', variables);
      state.wishlists = state.wishlists.filter((w) => w.id !== variables.id);
      return HttpResponse.json({ data: { deleteWishlist: true } });
    }),
    graphql.mutation('CancelWishlistReservation', ({ variables }) => {
      record('CancelWishlistReservation', variables);
      const wishlist = find(variables.wishlistId);
      const item = wishlist?.items.find((i) => i.id === variables.itemId);
      if (!wishlist || !item) return notFound();
      const reservations = variables.reservationId ? (item.reservations ?? []).filter((r) => r.id !== variables.reservationId) : [];
      Object.assign(item, { isReserved: false, reservedBy: null, reservedAt: null, reservations });
      return HttpResponse.json({ data: { cancelWishlistReservation: true } });
    }),
    graphql.mutation<ThankWishlistReservationMutation, ThankWishlistReservationMutationVariables>(
      'ThankWishlistReservation',
      ({ variables }) => {
        record('ThankWishlistReservation', variables);
        const item = find(variables.wishlistId)?.items.find((i) => i.id === variables.itemId);
        const reservation = item?.reservations?.find((r) => r.id === variables.reservationId);
        if (!item || !reservation) return graphQLErrorResponse('reservationNotFound', 404);
        reservation.thankedAt = variables.thanked ? (reservation.thankedAt ?? '2026-03-05T18:00:00.000Z') : null;
        return HttpResponse.json({ data: { thankWishlistReservation: reservation } });
      },
    ),
  ];
}
