import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type ResolverData } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { ContactResolver } from '../modules/contact/contact.resolver.js';
import { TimelineResolver } from '../modules/timelines/timeline.resolver.js';
import type { Services } from '../services.js';
import type { GraphQLContext } from './context.js';

type ResolverClass = new (...args: never[]) => object;

/** Each resolver with the service it adapts; the one list of resolvers. */
const resolvers = (s: Services): [ResolverClass, object][] => [
  [AuthResolver, new AuthResolver(s.auth)],
  [ContactResolver, new ContactResolver(s.contact)],
  [TimelineResolver, new TimelineResolver(s.timelines)],
];

const resolverClasses = [AuthResolver, ContactResolver, TimelineResolver] as const;

/**
 * Builds the schema. Without services (schema emission) resolvers are never instantiated.
 * type-graphql's own validation is off: services validate, once, for REST and GraphQL alike.
 */
export function buildGatewaySchema(services?: Services): Promise<GraphQLSchema> {
  const instances = new Map(services ? resolvers(services) : []);
  return buildSchema({
    resolvers: resolverClasses,
    validate: false,
    container: {
      get: (cls: ResolverClass, _data: ResolverData<GraphQLContext>) => {
        const instance = instances.get(cls);
        if (!instance) throw new Error(`no instance for resolver ${cls.name}`);
        return instance;
      },
    },
  });
}
