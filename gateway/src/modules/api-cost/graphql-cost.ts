import type { GraphQLRequestListener } from '@apollo/server';
import type { DocumentNode, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { bucketKey } from './bucket-key.js';
import type { Charge, CostBuckets } from './cost-buckets.service.js';
import { actualCost, requestedCost } from './query-cost.js';
import { refusals } from '../../observability/metrics.js';
import { throttled } from './throttled.js';

/** What the cost listener notes on a request's context between its two hooks. */
export interface RequestCost {
  requested: number;
  mutation: boolean;
  charge: Charge;
}

type Listener = Required<Pick<GraphQLRequestListener<GraphQLContext>, 'didResolveOperation' | 'willSendResponse'>>;

/**
 * The cost of GraphQL operations (docs/api.md#limits-and-cost): the requested cost is charged to
 * the request's bucket before execution (429 `THROTTLED` with Retry-After when it does not hold
 * it: nothing runs), and every answer carries `extensions.cost` in Shopify's shape. The server
 * rendering's own queries (`context.free`) are not charged.
 */
export function graphqlCost(schema: GraphQLSchema, buckets: CostBuckets): Listener {
  // clients send the same few operations over and over: measured once per document and variables
  const measured = new WeakMap<DocumentNode, Map<string, number>>();
  const measure = (document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown> | undefined) => {
    let key: string;
    try {
      key = `${operation.name?.value ?? ''}\u0000${JSON.stringify(variables ?? {})}`;
    } catch {
      // variables too deep to serialise: execution refuses them (BAD_USER_INPUT); no page size is read from them
      return requestedCost(schema, document, operation);
    }
    let known = measured.get(document);
    const cached = known?.get(key);
    if (cached !== undefined) return cached;
    const cost = requestedCost(schema, document, operation, variables);
    if (!known) measured.set(document, (known = new Map()));
    // variables vary without bound (ids): remember only the first few combinations of a document
    if (known.size < 50) known.set(key, cost);
    return cost;
  };
  return {
    async didResolveOperation({ contextValue, document, operation, request }) {
      if (contextValue.free || !operation) return;
      const requested = measure(document, operation, request.variables);
      const charge = await buckets.charge(bucketKey(contextValue, contextValue.ip), requested);
      contextValue.cost = { requested, mutation: operation.operation === 'mutation', charge };
      if (!charge.charged) {
        refusals.inc({ rule: 'cost:graphql' });
        throw throttled();
      }
    },
    async willSendResponse({ contextValue, response }) {
      if (contextValue.free || response.body.kind !== 'single') return;
      // refused before its cost was measured (syntax, validation, scope): nothing taken, the level told
      const cost = contextValue.cost ?? {
        requested: 0,
        mutation: false,
        charge: await buckets.charge(bucketKey(contextValue, contextValue.ip), 0),
      };
      const result = response.body.singleResult;
      result.extensions = {
        ...result.extensions,
        cost: {
          requestedQueryCost: cost.requested,
          actualQueryCost: cost.charge.charged ? actualCost(result.data, cost.mutation) : 0,
          throttleStatus: cost.charge.status,
        },
      };
      if (!cost.charge.charged) response.http.headers.set('retry-after', String(buckets.retryAfter(cost.requested, cost.charge.status)));
    },
  };
}
