// The feature registry (../features.json) as one module that every reader imports: the shell and
// the remotes (through ./features.ts), the rspack factory, the gateway and the scripts.
// Plain JavaScript, so Node loads it without a bundler; types in registry.d.mts.
import registry from '../features.json' with { type: 'json' };

export const FEATURES = registry;

export function featureNamed(name) {
  const feature = FEATURES.find((f) => f.name === name);
  if (!feature) throw new Error(`No feature "${name}" in remote-contract/features.json`);
  return feature;
}
