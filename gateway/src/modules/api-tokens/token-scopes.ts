import { Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { DomainError } from '../../common/errors.js';
import type { ResolverClass } from '../module.js';
import type { ApiTokenScope } from './dto/api-token.inputs.js';

/** The token a request carries, as identify() put it in res.locals.apiToken and the GraphQL context. */
export interface RequestToken {
  id: string;
  scopes: ApiTokenScope[];
}

/** 403 `forbidden` (REST), GraphQL code `FORBIDDEN`: the token's scopes do not cover the operation. */
export const outOfScope = () => new DomainError('forbidden', 403, [], 'FORBIDDEN');

/** The resolver classes whose operations need a signed-in session, registered by the modules that own them. */
const sessionOnlyResolvers = new Set<ResolverClass>();
/** Operations of those classes a token may still call (`me`). */
const TOKEN_ALLOWED = new Set(['Query.me']);
let sessionOnlyFields: Set<string> | undefined;

/** Marks every query and mutation of `resolver` as session-only (the admin, account and token resolvers). */
export function sessionOnly(...resolvers: ResolverClass[]): void {
  for (const resolver of resolvers) sessionOnlyResolvers.add(resolver);
  sessionOnlyFields = undefined;
}

/** 'Query.name' / 'Mutation.name' of every session-only operation, read from type-graphql's metadata once. */
export function sessionOnlyOperations(): Set<string> {
  if (sessionOnlyFields) return sessionOnlyFields;
  const storage = getMetadataStorage();
  const named = (type: string, list: { target: unknown; schemaName: string }[]) =>
    list.filter((r) => sessionOnlyResolvers.has(r.target as ResolverClass)).map((r) => `${type}.${r.schemaName}`);
  sessionOnlyFields = new Set(
    [...named('Query', storage.queries), ...named('Mutation', storage.mutations)].filter((field) => !TOKEN_ALLOWED.has(field)),
  );
  return sessionOnlyFields;
}

/** The root fields an operation selects, through its fragments. */
function rootFields(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen = new Set<string>()): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, fragments, seen);
    const name = selection.name.value;
    const fragment = fragments.get(name);
    if (!fragment || seen.has(name)) return [];
    seen.add(name);
    return rootFields(fragment.selectionSet, fragments, seen);
  });
}

/** Refuses (FORBIDDEN) an operation a token may not run: a mutation without `write`, or a session-only field. */
export function checkOperationScopes(token: RequestToken | undefined, document: DocumentNode, operation: OperationDefinitionNode): void {
  if (!token) return;
  if (operation.operation === 'mutation' && !token.scopes.includes('write')) throw outOfScope();
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const type = operation.operation === 'mutation' ? 'Mutation' : 'Query';
  const denied = sessionOnlyOperations();
  if (rootFields(operation.selectionSet, fragments).some((field) => denied.has(`${type}.${field}`))) throw outOfScope();
}
