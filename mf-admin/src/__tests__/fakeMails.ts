import type {
  AdminMailFieldsFragment,
  AdminMailsQuery,
  AdminMailsQueryVariables,
  RetryMailMutation,
  RetryMailMutationVariables,
} from '@cigogne/graphql/admin';
import { graphQLErrorResponse } from '@cigogne/ui/testing/graphqlErrorResponse';
import { graphql, HttpResponse } from 'msw';
import { at, type Call } from './fakeServer';

export type FakeMail = AdminMailFieldsFragment & { __typename: 'AdminMail' };

export function fakeMail(id: string, overrides: Partial<FakeMail> = {}): FakeMail {
  return {
    __typename: 'AdminMail',
    id,
    recipient: 'c•••@e•••.fr',
    mailKind: 'resetPassword',
    language: 'fr',
    status: 'sent',
    attempts: 0,
    lastError: null,
    createdAt: at(2026, 6, 14, 9, 30),
    sentAt: at(2026, 6, 14, 9, 31),
    ...overrides,
  };
}

/**
 * An in-memory outbox behind AdminMails and RetryMail, as the gateway answers them: filtered by
 * status, paged, and a retry that only a failed mail passes (mailNotFailed otherwise).
 */
export function fakeMailsGateway(initial: FakeMail[]) {
  const state = { mails: initial, calls: [] as Call[], retryGate: null as Promise<void> | null };
  const record = (operation: string, variables: object) => state.calls.push({ operation, variables: { ...variables } });
  const handlers = [
    graphql.query<AdminMailsQuery, AdminMailsQueryVariables>('AdminMails', ({ variables }) => {
      record('AdminMails', variables);
      const filtered = state.mails.filter((m) => variables.status == null || m.status === variables.status);
      const page = variables.page ?? 1;
      const pageSize = variables.pageSize ?? 20;
      const items = filtered.slice((page - 1) * pageSize, page * pageSize);
      // the __typename the gateway adds (Apollo's cache reads it), which the generated type omits
      const adminMails = { __typename: 'AdminMailPage', page, pageSize, total: filtered.length, items } as AdminMailsQuery['adminMails'];
      return HttpResponse.json({ data: { adminMails } });
    }),
    graphql.mutation<RetryMailMutation, RetryMailMutationVariables>('RetryMail', async ({ variables }) => {
      record('RetryMail', variables);
      await state.retryGate;
      const mail = state.mails.find((m) => m.id === variables.id)!;
      if (mail.status !== 'failed') return graphQLErrorResponse('mailNotFailed', 409);
      mail.status = 'queued';
      return HttpResponse.json({ data: { retryMail: { ...mail } } });
    }),
  ];
  return { state, handlers, callsOf: (operation: string) => state.calls.filter((c) => c.operation === operation) };
}
