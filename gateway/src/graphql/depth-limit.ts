import depthLimit from 'graphql-depth-limit';
import { Kind, visit, type ASTVisitor, type DocumentNode, type ValidationContext } from 'graphql';

/**
 * graphql-depth-limit's rule, run only on documents whose fragments it can walk: it follows
 * fragment spreads blindly, so a fragment cycle overflows the stack and a spread of an unknown
 * fragment throws (both were 500s). graphql-js's own rules (NoFragmentCycles, KnownFragmentNames,
 * UniqueFragmentNames) refuse those documents with a 400.
 */
export function depthLimitRule(maxDepth: number): (context: ValidationContext) => ASTVisitor {
  const rule = depthLimit(maxDepth);
  return (context) => (fragmentsAreSound(context.getDocument()) ? rule(context) : {});
}

/** True when every spread names one defined fragment and no fragment reaches itself. */
export function fragmentsAreSound(document: DocumentNode): boolean {
  const spreads = new Map<string, string[]>();
  for (const def of document.definitions) {
    if (def.kind !== Kind.FRAGMENT_DEFINITION) continue;
    if (spreads.has(def.name.value)) return false;
    const names: string[] = [];
    visit(def, { FragmentSpread: (s) => void names.push(s.name.value) });
    spreads.set(def.name.value, names);
  }
  for (const names of spreads.values()) if (names.some((n) => !spreads.has(n))) return false;
  let known = true;
  visit(document, { FragmentSpread: (s) => void (known &&= spreads.has(s.name.value)) });
  if (!known) return false;
  // depth-first, without recursion (a 100 KiB document holds thousands of fragments)
  const done = new Set<string>();
  for (const start of spreads.keys()) {
    if (done.has(start)) continue;
    const onPath = new Set<string>([start]);
    const stack: { name: string; next: number }[] = [{ name: start, next: 0 }];
    while (stack.length) {
      const top = stack[stack.length - 1];
      const children = spreads.get(top.name)!;
      if (top.next === children.length) {
        stack.pop();
        onPath.delete(top.name);
        done.add(top.name);
        continue;
      }
      const child = children[top.next++];
      if (onPath.has(child)) return false;
      if (done.has(child)) continue;
      onPath.add(child);
      stack.push({ name: child, next: 0 });
    }
  }
  return true;
}
