import type {
  AdminContactFieldsFragment,
  AdminContactQuery,
  AdminContactQueryVariables,
  AdminContactsQuery,
  AdminContactsQueryVariables,
  AdminErrorLogsQuery,
  AdminErrorLogsQueryVariables,
  AdminUsersQuery,
  AdminUsersQueryVariables,
  AdminWishlistsQuery,
  AdminWishlistsQueryVariables,
  CloseContactMutation,
  CloseContactMutationVariables,
  ReplyToContactMutation,
  ReplyToContactMutationVariables,
} from '@cigogne/graphql/admin';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Local dates as the server would send them (ISO, UTC), so displays do not depend on the test machine's zone. */
export const at = (y: number, m: number, d: number, h = 12, min = 0, s = 0) => new Date(y, m - 1, d, h, min, s).toISOString();

export type FakeUser = AdminUsersQuery['adminUsers']['items'][number] & { __typename: 'AdminUser' };
export type FakeWishlist = AdminWishlistsQuery['adminWishlists']['items'][number] & { __typename: 'AdminWishlist' };
export type FakeErrorLog = AdminErrorLogsQuery['adminErrorLogs']['items'][number] & { __typename: 'AdminErrorLog' };
export type FakeContact = AdminContactFieldsFragment & { __typename: 'ContactRequest' };
export type FakeAction = AdminContactQuery['adminContact']['actions'][number] & { __typename: 'ContactAction' };

export function fakeUser(id: string, firstName: string, lastName: string, createdAt: string, lastLoginAt: string | null): FakeUser {
  return { __typename: 'AdminUser', id, firstName, lastName, email: `${firstName.toLowerCase()}@example.fr`, createdAt, lastLoginAt };
}

export function fakeWishlist(overrides: Partial<FakeWishlist> = {}): FakeWishlist {
  return {
    __typename: 'AdminWishlist',
    id: 'w1',
    title: 'Liste de naissance de Léa',
    visibility: 'public',
    itemCount: 12,
    ownerEmail: 'claire@example.fr',
    reservedCount: 5,
    unitCount: 14,
    reservedUnits: 6,
    pledgeCount: 0,
    createdAt: at(2026, 3, 1),
    updatedAt: at(2026, 5, 2),
    ...overrides,
  };
}

export function fakeErrorLog(id: string, status: number, overrides: Partial<FakeErrorLog> = {}): FakeErrorLog {
  return {
    __typename: 'AdminErrorLog',
    id,
    url: `/api/wishlists/${id}`,
    method: 'GET',
    status,
    version: '0.1.0',
    error: typed('ErrorDetails', { message: `Failure ${status}`, stack: null }),
    errorResponse: { type: 'notFound', errors: [] },
    date: at(2026, 6, 14, 9, 30),
    userId: null,
    ip: null,
    referrer: typed('ErrorReferrer', { url: null }),
    os: typed('ErrorAgentPart', { name: null, version: null }),
    device: typed('ErrorDevice', { type: null, vendor: null, model: null }),
    browser: typed('ErrorAgentPart', { name: null, version: null }),
    userAgent: null,
    ...overrides,
  };
}

export function fakeContact(id: string, overrides: Partial<FakeContact> = {}): FakeContact {
  return {
    __typename: 'ContactRequest',
    id,
    name: 'Lucas Petit',
    email: 'lucas.petit@example.fr',
    phone: null,
    subject: null,
    message: 'Bonjour',
    status: 'pending',
    answer: null,
    repliedAt: null,
    createdAt: at(2026, 6, 14, 8, 0),
    ...overrides,
  };
}

/** An object with the __typename the gateway adds (Apollo's cache reads it), typed as the generated type that omits it. */
const typed = <T extends object>(__typename: string, value: T): T => ({ __typename, ...value }) as T;

/** A server page as every admin list answers it. */
function pageOf<T>(all: T[], page = 1, pageSize = 20) {
  return { page, pageSize, total: all.length, items: all.slice((page - 1) * pageSize, page * pageSize) };
}

export type Call = { operation: string; variables: Record<string, unknown> };

/** An in-memory gateway for the admin operations; `calls` records every operation's variables, in order. */
export function fakeAdminGateway(initial: {
  users?: FakeUser[];
  wishlists?: FakeWishlist[];
  errorLogs?: FakeErrorLog[];
  contacts?: FakeContact[];
  actions?: Record<string, FakeAction[]>;
}) {
  const state = {
    users: initial.users ?? [],
    wishlists: initial.wishlists ?? [],
    errorLogs: initial.errorLogs ?? [],
    contacts: initial.contacts ?? [],
    actions: initial.actions ?? ({} as Record<string, FakeAction[]>),
    calls: [] as Call[],
    /** When set, replies wait for it: the screen can be seen while sending. */
    replyGate: null as Promise<void> | null,
  };
  const record = (operation: string, variables: object) => state.calls.push({ operation, variables: { ...variables } });
  const byDateDesc = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : b.localeCompare(a));

  const handlers = [
    graphql.query<AdminUsersQuery, AdminUsersQueryVariables>('AdminUsers', ({ variables }) => {
      record('AdminUsers', variables);
      const key = variables.sort === 'lastLoginAt' ? 'lastLoginAt' : 'createdAt';
      const sorted = [...state.users].sort((a, b) => byDateDesc(a[key], b[key]));
      return HttpResponse.json({
        data: { adminUsers: typed('AdminUserPage', pageOf(sorted, variables.page ?? 1, variables.pageSize ?? 20)) },
      });
    }),
    graphql.query<AdminWishlistsQuery, AdminWishlistsQueryVariables>('AdminWishlists', ({ variables }) => {
      record('AdminWishlists', variables);
      return HttpResponse.json({
        data: { adminWishlists: typed('AdminWishlistPage', pageOf(state.wishlists, variables.page ?? 1, variables.pageSize ?? 20)) },
      });
    }),
    graphql.query<AdminErrorLogsQuery, AdminErrorLogsQueryVariables>('AdminErrorLogs', ({ variables }) => {
      record('AdminErrorLogs', variables);
      const filtered = state.errorLogs.filter((e) => variables.status == null || e.status === variables.status);
      // the distinct statuses of the whole log, in the order the database happens to give them
      const statuses = [...new Set(state.errorLogs.map((e) => e.status))];
      return HttpResponse.json({
        data: {
          adminErrorLogs: typed('AdminErrorLogPage', { statuses, ...pageOf(filtered, variables.page ?? 1, variables.pageSize ?? 20) }),
        },
      });
    }),
    graphql.query<AdminContactsQuery, AdminContactsQueryVariables>('AdminContacts', ({ variables }) => {
      record('AdminContacts', variables);
      return HttpResponse.json({
        data: { adminContacts: typed('AdminContactPage', pageOf(state.contacts, variables.page ?? 1, variables.pageSize ?? 20)) },
      });
    }),
    graphql.query<AdminContactQuery, AdminContactQueryVariables>('AdminContact', ({ variables }) => {
      record('AdminContact', variables);
      const request = state.contacts.find((c) => c.id === variables.id)!;
      return HttpResponse.json({
        data: { adminContact: typed('AdminContactDetail', { request, actions: state.actions[request.id] ?? [] }) },
      });
    }),
    graphql.mutation<ReplyToContactMutation, ReplyToContactMutationVariables>('ReplyToContact', async ({ variables }) => {
      record('ReplyToContact', variables);
      await state.replyGate;
      const request = state.contacts.find((c) => c.id === variables.id)!;
      Object.assign(request, { status: 'replied', answer: variables.input.answer, repliedAt: at(2026, 6, 15, 10, 0) });
      const actions = (state.actions[request.id] ??= []);
      actions.push({
        __typename: 'ContactAction',
        id: `a${actions.length + 1}`,
        action: 'replied',
        actorName: 'Élise Bernard',
        answer: variables.input.answer,
        createdAt: at(2026, 6, 15, 10, 0),
      });
      return HttpResponse.json({ data: { replyToContact: { ...request } } });
    }),
    graphql.mutation<CloseContactMutation, CloseContactMutationVariables>('CloseContact', ({ variables }) => {
      record('CloseContact', variables);
      const request = state.contacts.find((c) => c.id === variables.id)!;
      request.status = 'closed';
      return HttpResponse.json({ data: { closeContact: { ...request } } });
    }),
  ];
  return { state, handlers, callsOf: (operation: string) => state.calls.filter((c) => c.operation === operation) };
}

export const server = setupServer();

/** Call at the top of a test file: msw around every test, unhandled requests fail. */
export function setupFakeServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
