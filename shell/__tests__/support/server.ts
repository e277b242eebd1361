import type {
  ApiTokensQuery,
  LogoutMutation,
  MeQuery,
  MeQueryVariables,
  MySessionsQuery,
  PhotoUsageQuery,
  PhotoUsageQueryVariables,
} from '@cigogne/graphql/auth';
import type { WebhooksQuery, WebhooksQueryVariables } from '@cigogne/graphql/webhooks';
import { graphQLErrorResponse } from '@cigogne/ui/testing/graphqlErrorResponse';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** The signed-in user's sessions: this one, and a phone. */
export const sessions: Array<MySessionsQuery['mySessions'][number] & { __typename: 'Session' }> = [
  {
    __typename: 'Session',
    id: 's1',
    device: 'Firefox, Windows',
    createdAt: '2026-11-20T09:00:00Z',
    lastSeenAt: '2026-11-25T08:00:00Z',
    current: true,
  },
  {
    __typename: 'Session',
    id: 's2',
    device: 'Mobile Safari, iOS',
    createdAt: '2026-11-21T19:00:00Z',
    lastSeenAt: '2026-11-24T21:00:00Z',
    current: false,
  },
];

/** What the account's photos take: 12.5 MB of 500. */
export const photoUsage: PhotoUsageQuery['photoUsage'] & { __typename: 'PhotoUsage' } = {
  __typename: 'PhotoUsage',
  usedBytes: 12.5 * 1024 * 1024,
  quotaBytes: 500 * 1024 * 1024,
};

// answered in every test unless one overrides them: the account page lists sessions, tokens, the photo storage, where guests read the first name, co-parents and webhooks, logout tells the server
export const server = setupServer(
  graphql.query<WebhooksQuery, WebhooksQueryVariables>('Webhooks', () => HttpResponse.json({ data: { webhooks: [] } })),
  graphql.query<ApiTokensQuery>('ApiTokens', () => HttpResponse.json({ data: { apiTokens: [] } })),
  graphql.query('MySessions', () => HttpResponse.json({ data: { mySessions: sessions } })),
  graphql.query<PhotoUsageQuery, PhotoUsageQueryVariables>('PhotoUsage', () => HttpResponse.json({ data: { photoUsage } })),
  graphql.query('CoParents', () => HttpResponse.json({ data: { coParents: [] } })),
  graphql.query('PushSubscriptions', () => HttpResponse.json({ data: { pushSubscriptions: [] } })),
  graphql.query('Passkeys', () => HttpResponse.json({ data: { passkeys: [] } })),
  graphql.query('FirstNameToGuests', () =>
    HttpResponse.json({ data: { me: { __typename: 'User', id: 'u1', firstNameToGuests: 'ownPages' } } }),
  ),
  graphql.mutation<LogoutMutation>('Logout', () => HttpResponse.json({ data: { logout: true } })),
);

/** The signed-in user as the Me query returns it (the generated type). */
export const camille: MeQuery['me'] & { __typename: 'User' } = {
  __typename: 'User',
  id: 'u1',
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille.martin@cigogne.local',
  isAdmin: false,
  emailVerified: true,
  language: 'fr',
  notifyByEmail: true,
  createdAt: '2026-01-01T10:00:00.000Z',
  lastLoginAt: null,
};

/** A GraphQL error answer as the gateway sends it. */
export const domainError = graphQLErrorResponse;

export const meAnswers = (user: typeof camille = camille) =>
  graphql.query<MeQuery, MeQueryVariables>('Me', () => HttpResponse.json({ data: { me: user } }));

/** Records the variables of every call to one operation. */
export function recordCalls() {
  const calls: Array<{ operation: string; variables: Record<string, unknown> }> = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.endsWith('/graphql')) return;
    const body = await request.clone().json();
    calls.push({ operation: body.operationName, variables: body.variables });
  });
  return {
    of: (operation: string) => calls.filter((c) => c.operation === operation),
  };
}
