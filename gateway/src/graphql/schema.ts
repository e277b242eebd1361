import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray, type PubSub, type ResolverData } from 'type-graphql';
import { modules } from '../modules/index.js';
import type { ResolverClass } from '../modules/module.js';
import type { Services } from '../services.js';
import type { GraphQLContext } from './context.js';

/** Each module's resolvers with the factory that binds them to their service. */
const resolvers = modules.flatMap((m) => m.resolvers ?? []);
/** Middleware classes (@UseMiddleware) that need a service, built the same way. */
const middlewares = modules.flatMap((m) => m.middlewares ?? []);

/**
 * type-graphql wants a PubSub as soon as the schema has a subscription, even though each of ours
 * declares its own source (`subscribe:`, fed by common/live/): topic-based subscriptions (`topics:`)
 * are not how this gateway fans out, and fail loudly.
 */
const noTopics: PubSub = {
  publish: () => {
    throw new Error('no topic-based subscriptions: declare `subscribe` (common/live/)');
  },
  subscribe: () => {
    throw new Error('no topic-based subscriptions: declare `subscribe` (common/live/)');
  },
};

/**
 * Builds the schema. Without services (schema emission) resolvers are never instantiated.
 * type-graphql's own validation is off: services validate, once, for REST and GraphQL alike.
 */
export function buildGatewaySchema(services?: Services): Promise<GraphQLSchema> {
  const instances = new Map<ResolverClass, object>(
    services ? [...resolvers, ...middlewares].map(([cls, create]) => [cls, create(services)]) : [],
  );
  return buildSchema({
    resolvers: resolvers.map(([cls]) => cls) as unknown as NonEmptyArray<ResolverClass>,
    validate: false,
    pubSub: noTopics,
    container: {
      get: (cls: ResolverClass, _data: ResolverData<GraphQLContext>) => {
        const instance = instances.get(cls);
        if (!instance) throw new Error(`no instance for resolver ${cls.name}`);
        return instance;
      },
    },
  });
}
