import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The gateway's folders and the value imports between them, read from the TypeScript sources with
 * the compiler's own parser: a folder is `modules/<name>` inside modules/, else the first folder
 * under src/ (common, db, graphql, http, queue...); a file at src/'s root is its own node. What does
 * not count: `import type` (and imports whose every name is a type), which leave no trace at run
 * time; imports of `modules/index.ts`, the module list that composes the gateway (db/entities.ts,
 * graphql/schema.ts and the API router read every module through it); and imports between two
 * MikroORM entities, whose relations point both ways by design (as import-x/no-cycle allows).
 */
export type FolderGraph = Map<string, Map<string, string[]>>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === '__tests__' ? [] : sourceFiles(file);
    return file.endsWith('.ts') ? [file] : [];
  });
}

export function folderOf(src: string, file: string): string {
  const parts = path.relative(src, file).split(path.sep);
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts[0];
}

/** The relative specifiers a file imports as values (static imports and re-exports). */
export function valueImports(text: string): string[] {
  const source = ts.createSourceFile('file.ts', text, ts.ScriptTarget.Latest);
  const allTypes = (names: readonly { isTypeOnly: boolean }[]) => names.length > 0 && names.every((n) => n.isTypeOnly);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          allTypes(clause.namedBindings.elements));
      if (!typeOnly) found.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      const typeOnly =
        statement.isTypeOnly ||
        (statement.exportClause && ts.isNamedExports(statement.exportClause) && allTypes(statement.exportClause.elements));
      if (!typeOnly) found.push(statement.moduleSpecifier.text);
    }
  }
  return found.filter((specifier) => specifier.startsWith('.'));
}

/** Folder -> folder it imports -> the imports that make the edge (`file -> specifier`). */
export function folderGraph(src: string): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const file of sourceFiles(src)) {
    for (const specifier of valueImports(readFileSync(file, 'utf8'))) {
      const target = path.resolve(path.dirname(file), specifier).replace(/\.js$/, '.ts');
      if (path.relative(src, target) === path.join('modules', 'index.ts')) continue;
      if (file.endsWith('.entity.ts') && target.endsWith('.entity.ts')) continue;
      const [from, to] = [folderOf(src, file), folderOf(src, target)];
      if (from === to || to.startsWith('..')) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, edges.set(to, [...(edges.get(to) ?? []), `${path.relative(src, file)} -> ${specifier}`]));
    }
  }
  return graph;
}

/** The graph with only the nodes `keep` accepts. */
export function subgraph(graph: FolderGraph, keep: (folder: string) => boolean): FolderGraph {
  return new Map([...graph].filter(([from]) => keep(from)).map(([from, edges]) => [from, new Map([...edges].filter(([to]) => keep(to)))]));
}

/** Every cycle's folders (Tarjan's strongly connected components of more than one folder), sorted. */
export function cycles(graph: FolderGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let top: string;
    do {
      top = stack.pop()!;
      component.push(top);
    } while (top !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** Pairs of folders that import each other, each with one import of either way. */
export function mutualImports(graph: FolderGraph): string[][] {
  return [...graph].flatMap(([a, edges]) =>
    [...edges.keys()].filter((b) => a < b && graph.get(b)?.has(a)).map((b) => [a, b, edges.get(b)![0], graph.get(b)!.get(a)![0]]),
  );
}
