import { graphql, HttpResponse } from 'msw';
import { graphQLErrorResponse } from './graphqlErrorResponse';

/** Test helper (msw): the gateway's answer for an absent item, or someone else's private one. */
export const notFound = () => graphQLErrorResponse('notFound', 404);

/** A mutation an in-memory gateway received, with its variables. */
export type FakeCall = { operation: string; variables: Record<string, unknown> };

/**
 * Test helper (msw): the Update<Type> and Delete<Type> mutations of an in-memory gateway over a list of
 * items (read and replaced through `items`), each recorded in `calls`: update merges `input` into the
 * item with this `id` (notFound when there is none), delete removes it and answers true.
 */
export function updateAndDeleteHandlers<T extends { id: string }>(
  type: string,
  items: { get: () => T[]; set: (items: T[]) => void },
  calls: FakeCall[],
) {
  const field = (verb: string) => `${verb}${type}`;
  return [
    graphql.mutation(`Update${type}`, ({ variables }) => {
      calls.push({ operation: `Update${type}`, variables });
      const item = items.get().find((i) => i.id === variables.id);
      if (!item) return notFound();
      Object.assign(item, variables.input);
      return HttpResponse.json({ data: { [field('update')]: item } });
    }),
    graphql.mutation(`Delete${type}`, ({ variables }) => {
      calls.push({ operation: `Delete${type}`, variables });
      items.set(items.get().filter((i) => i.id !== variables.id));
      return HttpResponse.json({ data: { [field('delete')]: true } });
    }),
  ];
}
