import {
  getNamedType,
  isCompositeType,
  isListType,
  isNonNullType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/** What a mutation costs besides its selection (docs/api.md#limits-and-cost). */
export const MUTATION_COST = 10;
/** The page size a list field is assumed to have when no argument gives it. */
export const DEFAULT_LIST_SIZE = 10;
/** Arguments that give a list field's page size. */
const PAGE_SIZE_ARGUMENTS = ['first', 'last', 'limit', 'pageSize', 'take'];

const isList = (type: GraphQLOutputType): boolean => (isNonNullType(type) ? isList(type.ofType) : isListType(type));

function pageSize(args: readonly { name: { value: string }; value: ValueNode }[] | undefined, variables: Record<string, unknown>): number {
  for (const arg of args ?? []) {
    if (!PAGE_SIZE_ARGUMENTS.includes(arg.name.value)) continue;
    const value =
      arg.value.kind === Kind.VARIABLE
        ? variables[arg.value.name.value]
        : arg.value.kind === Kind.INT
          ? Number(arg.value.value)
          : undefined;
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  }
  return DEFAULT_LIST_SIZE;
}

/**
 * The requested cost of an operation, read from its document before it runs (Shopify's rule): 1
 * per field that returns an object, times the page size for a list of objects (its `first`,
 * `limit`, `pageSize`... argument, DEFAULT_LIST_SIZE otherwise), 0 per scalar, 0 for
 * introspection (`__schema`, `__type`, `__typename`); each root field of a mutation adds
 * MUTATION_COST. Fragments count as written (an upper bound on a union's branches).
 */
export function requestedCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const costOf = (type: GraphQLCompositeType, selectionSet: SelectionSetNode, seen: Set<string>): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (on && isCompositeType(on)) total += costOf(on, selection.selectionSet, seen);
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        const on = fragment && schema.getType(fragment.typeCondition.name.value);
        // a fragment spread inside itself is refused by validation; counted once here all the same
        if (fragment && on && isCompositeType(on) && !seen.has(fragment.name.value))
          total += costOf(on, fragment.selectionSet, new Set([...seen, fragment.name.value]));
      } else {
        const name = selection.name.value;
        if (name.startsWith('__') || !('getFields' in type)) continue;
        const field: GraphQLField<unknown, unknown> | undefined = type.getFields()[name];
        if (!field) continue;
        const named = getNamedType(field.type);
        if (!isCompositeType(named) || !selection.selectionSet) continue;
        const one = 1 + costOf(named, selection.selectionSet, seen);
        total += isList(field.type) ? one * pageSize(selection.arguments, variables) : one;
      }
    }
    return total;
  };
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!root) return 0;
  const selections = costOf(root, operation.selectionSet, new Set());
  return operation.operation === 'mutation' ? selections + MUTATION_COST * rootFieldCount(operation.selectionSet, fragments) : selections;
}

function rootFieldCount(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) count += selection.name.value.startsWith('__') ? 0 : 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += rootFieldCount(selection.selectionSet, fragments);
    else {
      const fragment = fragments.get(selection.name.value);
      if (fragment) count += rootFieldCount(fragment.selectionSet, fragments);
    }
  }
  return count;
}

/**
 * The actual cost of an answer: 1 per object it really holds (every list element counted), 0 for
 * scalars and introspection, plus MUTATION_COST per mutation root field that ran.
 */
export function actualCost(data: Record<string, unknown> | null | undefined, mutation: boolean): number {
  if (!data) return 0;
  const objects = (value: unknown): number => {
    if (Array.isArray(value)) return value.reduce((n: number, v) => n + objects(v), 0);
    if (value === null || typeof value !== 'object') return 0;
    let n = 1;
    for (const key in value) if (!key.startsWith('__')) n += objects((value as Record<string, unknown>)[key]);
    return n;
  };
  let total = 0;
  for (const key in data) {
    if (key.startsWith('__')) continue;
    total += objects(data[key]) + (mutation ? MUTATION_COST : 0);
  }
  return total;
}
