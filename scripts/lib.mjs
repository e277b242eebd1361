import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Stops with a clear line when Node is older than MikroORM 7 needs. */
export function requireNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 22 || (major === 22 && minor < 17)) {
    console.error(
      `Cigogne needs Node >= 22.17 (Node 24 LTS recommended); this is ${process.version}.\n` +
        'Install it with: npm install -g --prefix "$HOME/.node24" node@24 && export PATH="$HOME/.node24/bin:$PATH"',
    );
    process.exit(1);
  }
}

/** The feature registry shared by the gateway, the rspack factory and the shell: [{ name, container, ... }]. */
export function features() {
  return JSON.parse(readFileSync(path.join(ROOT, 'remote-contract', 'features.json'), 'utf8'));
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: ROOT, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === '__tests__') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

/** The workspaces with a build script, in build order: gateway first, then the shell, then remotes. */
export function buildables() {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  return pkg.workspaces
    .map((ws) => ({ ws, pkg: JSON.parse(readFileSync(path.join(ROOT, ws, 'package.json'), 'utf8')) }))
    .filter(({ pkg }) => pkg.scripts?.build)
    .map(({ ws }) => ws);
}

/** A workspace needs a build when dist is missing or older than its sources (or ui/graphql it bundles). */
export function needsBuild(ws) {
  const dist = path.join(ROOT, ws, 'dist');
  if (!existsSync(dist)) return true;
  const built = statSync(dist).mtimeMs;
  const sources = [path.join(ROOT, ws, 'src')];
  if (ws !== 'gateway') sources.push(path.join(ROOT, 'ui', 'src'), path.join(ROOT, 'graphql', 'src'), path.join(ROOT, 'remote-contract'));
  return sources.some((dir) => newest(dir) > built);
}
