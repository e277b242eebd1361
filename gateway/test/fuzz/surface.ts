import { buildSchema, Kind, parse, visit, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { REPO_ROOT } from '../../src/config.js';
import { apiRouter } from '../../src/http/api.router.js';
import type { Services } from '../../src/services.js';

/** One REST route of /api as Express routes it: method and path with its `:params`. */
export interface RestRoute {
  method: string;
  path: string;
  params: string[];
}

interface LayerLike {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: LayerLike[] };
  rawPath?: string | RegExp | (string | RegExp)[];
}

/**
 * Every route of the REST facade, read from the router the gateway mounts under /api (the module
 * list of modules/index.ts through http/api.router.ts): a new route is fuzzed without a test change.
 */
export function restRoutes(services: Services): RestRoute[] {
  const routes: RestRoute[] = [];
  const walk = (stack: LayerLike[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const p of ([] as (string | RegExp)[]).concat(layer.route.path)) {
          if (typeof p !== 'string') throw new Error(`a RegExp route cannot be fuzzed: ${String(p)}`);
          const full = prefix + p;
          const params = [...full.matchAll(/:(\w+)/g)].map((m) => m[1]);
          for (const method of Object.keys(layer.route.methods).filter((m) => m !== '_all'))
            routes.push({ method: method.toUpperCase(), path: full, params });
        }
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((apiRouter(services, pino({ level: 'silent' })) as unknown as { stack: LayerLike[] }).stack, '');
  return routes;
}

/** One operation of graphql/operations, as a document holding it and the fragments it spreads. */
export interface Operation {
  name: string;
  kind: 'query' | 'mutation' | 'subscription';
  file: string;
  document: string;
  variables: { name: string; type: string }[];
}

const OPERATIONS_DIR = path.join(REPO_ROOT, 'graphql', 'operations');

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return graphqlFiles(full);
    return name.endsWith('.graphql') ? [full] : [];
  });
}

const spreads = (node: OperationDefinitionNode | FragmentDefinitionNode) => {
  const names: string[] = [];
  visit(node, { FragmentSpread: (s) => void names.push(s.name.value) });
  return names;
};

/** Every operation of graphql/operations (what the frontends send), each with its fragments. */
export function graphqlOperations(): Operation[] {
  const files = graphqlFiles(OPERATIONS_DIR);
  const parsed = files.map((file) => ({ file, doc: parse(readFileSync(file, 'utf8')) as DocumentNode }));
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const { doc } of parsed)
    for (const def of doc.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const text = (node: { loc?: { source: { body: string }; start: number; end: number } }) =>
    node.loc!.source.body.slice(node.loc!.start, node.loc!.end);
  const operations: Operation[] = [];
  for (const { file, doc } of parsed) {
    for (const def of doc.definitions) {
      if (def.kind !== Kind.OPERATION_DEFINITION) continue;
      if (!def.name) throw new Error(`an operation of ${file} has no name`);
      const needed = new Set<string>();
      const queue = spreads(def);
      while (queue.length) {
        const name = queue.pop()!;
        if (needed.has(name)) continue;
        needed.add(name);
        const fragment = fragments.get(name);
        if (!fragment) throw new Error(`${def.name.value} spreads unknown fragment ${name}`);
        queue.push(...spreads(fragment));
      }
      operations.push({
        name: def.name.value,
        kind: def.operation as Operation['kind'],
        file: path.relative(REPO_ROOT, file),
        document: [text(def), ...[...needed].map((n) => text(fragments.get(n)!))].join('\n'),
        variables: (def.variableDefinitions ?? []).map((v) => ({
          name: v.variable.name.value,
          type: text(v.type),
        })),
      });
    }
  }
  return operations;
}

/** The gateway's published schema (graphql/schema.graphql, checked fresh by schema-fresh.test). */
export const publishedSchema = () => buildSchema(readFileSync(path.join(REPO_ROOT, 'graphql', 'schema.graphql'), 'utf8'));
