import type { MeQuery, MeQueryVariables } from '@cigogne/graphql/auth';
import { graphQLErrorResponse } from '@cigogne/ui/testing/graphqlErrorResponse';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const server = setupServer();

/** The signed-in user as the Me query returns it (the generated type). */
export const camille: MeQuery['me'] & { __typename: 'User' } = {
  __typename: 'User',
  id: 'u1',
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille.martin@cigogne.local',
  isAdmin: false,
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
