import 'reflect-metadata';
import { isObjectType, type GraphQLSchema } from 'graphql';
import { buildSchema, getMetadataStorage, type NonEmptyArray, type ResolverData } from 'type-graphql';
import { modules } from '../modules/index.js';
import type { ResolverClass } from '../modules/module.js';
import type { Services } from '../services.js';
import type { GraphQLContext } from './context.js';

/** Each module's resolvers with the factory that binds them to their service. */
const resolvers = modules.flatMap((m) => m.resolvers ?? []);
/** Middleware classes (@UseMiddleware) that need a service, built the same way. */
const middlewares = modules.flatMap((m) => m.middlewares ?? []);

/**
 * Builds the schema. Without services (schema emission) resolvers are never instantiated.
 * type-graphql's own validation is off: services validate, once, for REST and GraphQL alike.
 */
export async function buildGatewaySchema(services?: Services): Promise<GraphQLSchema> {
  const instances = new Map<ResolverClass, object>(
    services ? [...resolvers, ...middlewares].map(([cls, create]) => [cls, create(services)]) : [],
  );
  const schema = await buildSchema({
    resolvers: resolvers.map(([cls]) => cls) as unknown as NonEmptyArray<ResolverClass>,
    validate: false,
    container: {
      get: (cls: ResolverClass, _data: ResolverData<GraphQLContext>) => {
        const instance = instances.get(cls);
        if (!instance) throw new Error(`no instance for resolver ${cls.name}`);
        return instance;
      },
    },
  });
  plainPropertyFields(schema);
  return schema;
}

/**
 * type-graphql wraps every @Field of an object type in a resolver that builds its middleware data
 * and runs the middleware chain, even when there is none; a plain property then costs a closure,
 * an object and a dispatch per field and row. Fields without a field resolver, middleware or
 * role, under their own name, are left to graphql-js's default resolver (a property read), as
 * `@ObjectType({ simpleResolvers: true })` would do for each class. Field resolvers (the
 * predictions' no-spoiler fields) and the admin resolver's guarded operations keep theirs.
 */
function plainPropertyFields(schema: GraphQLSchema): void {
  const storage = getMetadataStorage();
  const classes = new Map(storage.objectTypes.map((t) => [t.name, t.target]));
  const ancestry = (cls: Function): Function[] => {
    const chain: Function[] = [];
    for (let c: Function | null = cls; c && c !== Function.prototype; c = Object.getPrototypeOf(c)) chain.push(c);
    return chain;
  };
  for (const type of Object.values(schema.getTypeMap())) {
    const cls = isObjectType(type) ? classes.get(type.name) : undefined;
    if (!cls || !isObjectType(type)) continue;
    const chain = ancestry(cls);
    for (const field of Object.values(type.getFields())) {
      const meta = storage.fields.find((f) => chain.includes(f.target) && f.schemaName === field.name);
      const plain =
        meta &&
        meta.name === meta.schemaName &&
        !meta.middlewares?.length &&
        !meta.roles &&
        !storage.fieldResolvers.some((r) => r.methodName === meta.name && chain.includes(r.getObjectType!()));
      if (plain) field.resolve = undefined;
    }
  }
}
