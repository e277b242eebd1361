import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { buildLock } from './build-lock.mjs';
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

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: ROOT, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Folders and files that never go into a build (tests, outputs, installed packages). */
const NOT_INPUT = new Set(['node_modules', 'dist', 'dist-ssr', 'coverage', '__tests__', '.DS_Store']);
/** Name of the stamp a successful build leaves in its dist: the hash of every input it was built from. */
export const BUILD_STAMP = '.build-inputs';

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Every file under `dir` (recursively), skipping test and output folders. */
function listFiles(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (NOT_INPUT.has(entry.name) || /\.test\.[cm]?[jt]sx?$/.test(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, out);
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** A workspace's own inputs: its src/ and public/ trees and the files at its top (package.json, configs, index.html). */
function workspaceFiles(root, ws) {
  const dir = path.join(root, ws);
  const top = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && !NOT_INPUT.has(e.name) && !/^jest\.config\./.test(e.name) && !e.name.endsWith('.md'))
    .map((e) => path.join(dir, e.name));
  // public/: files the build copies as they are (the shell's manifest and icons)
  return [...top, ...listFiles(path.join(dir, 'src')), ...listFiles(path.join(dir, 'public'))];
}

/** `ws` and every workspace it depends on, directly or not (ui, graphql, ... found from package.json). */
export function withDependencies(ws, root = ROOT) {
  const rootPkg = readJson(path.join(root, 'package.json'));
  const byName = new Map(rootPkg.workspaces.map((w) => [readJson(path.join(root, w, 'package.json')).name, w]));
  const seen = new Set();
  const visit = (w) => {
    if (seen.has(w)) return;
    seen.add(w);
    const pkg = readJson(path.join(root, w, 'package.json'));
    for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies }))
      if (byName.has(dep)) visit(byName.get(dep));
  };
  visit(ws);
  return [...seen];
}

/**
 * Every file a workspace's build reads: its own sources and configs, those of each workspace it
 * depends on, transitively, found from package.json (ui, graphql, remote-contract, and for a
 * frontend @cigogne/tooling: the rspack factory, its loaders and plugins, the compression step),
 * and the root package.json, package-lock.json and tsconfig.base.json (a dependency upgrade
 * changes the output). Nothing is listed by hand: a new file in a workspace's src/, or a new
 * workspace a package depends on, is an input without a change here.
 */
export function buildInputs(ws, root = ROOT) {
  const files = new Set();
  for (const w of withDependencies(ws, root)) for (const f of workspaceFiles(root, w)) files.add(f);
  for (const f of ['package.json', 'package-lock.json', 'tsconfig.base.json'])
    if (existsSync(path.join(root, f))) files.add(path.join(root, f));
  return [...files].sort();
}

/** sha256 over each input's path (relative to the repository) and content. */
export function buildInputsHash(ws, root = ROOT) {
  const hash = createHash('sha256');
  for (const file of buildInputs(ws, root)) {
    hash.update(path.relative(root, file).split(path.sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The workspaces with a build script, in build order: gateway first, then the shell, then remotes. */
export function buildables(root = ROOT) {
  const pkg = readJson(path.join(root, 'package.json'));
  return pkg.workspaces.filter((ws) => readJson(path.join(root, ws, 'package.json')).scripts?.build);
}

/** Every file under `dir` with its size, as `size<TAB>relative path` lines, sorted (the stamp's list of the output). */
function outputList(dir) {
  const lines = [];
  const walk = (sub) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile() && rel !== BUILD_STAMP) lines.push(`${statSync(path.join(dir, rel)).size}\t${rel}`);
    }
  };
  if (existsSync(dir)) walk('');
  return lines.sort();
}

/** True when every file the stamp lists is in the dist with its size: a start relies on the whole output, not the stamp alone. */
function outputIntact(dist, listed) {
  return listed.every((line) => {
    const [size, rel] = line.split('\t');
    const file = path.join(dist, rel);
    return existsSync(file) && String(statSync(file).size) === size;
  });
}

/**
 * A workspace needs a build when its dist has no stamp, or the stamp's hash differs from its inputs'
 * now, or a file of the output the stamp lists (the Module Federation manifest, the chunks, their
 * compressed copies) is missing or changed size, or its build makes a server-rendering bundle
 * (`--env ssr`) that is missing. A stamp without its list of outputs (an older format) rebuilds.
 */
export function needsBuild(ws, root = ROOT) {
  const dist = path.join(root, ws, 'dist');
  const stamp = path.join(dist, BUILD_STAMP);
  if (!existsSync(stamp)) return true;
  const build = readJson(path.join(root, ws, 'package.json')).scripts?.build ?? '';
  if (build.includes('--env ssr') && !existsSync(path.join(root, ws, 'dist-ssr', 'index.cjs'))) return true;
  const [hash, marker, ...listed] = readFileSync(stamp, 'utf8').trimEnd().split('\n');
  if (marker !== OUTPUT_MARKER || !outputIntact(dist, listed)) return true;
  return hash.trim() !== buildInputsHash(ws, root);
}

/** The line that opens the stamp's list of output files. */
const OUTPUT_MARKER = '# output';

/** Records, after a successful build, which inputs the dist was built from and every file it holds. */
export function markBuilt(ws, hash, root = ROOT) {
  const dist = path.join(root, ws, 'dist');
  const lines = [hash ?? buildInputsHash(ws, root), OUTPUT_MARKER, ...outputList(dist)];
  writeFileSync(path.join(dist, BUILD_STAMP), lines.join('\n') + '\n');
}

/**
 * The workspaces to build, in build order: every one with a build script, or, given `targets`, only
 * those the targets need (themselves and the workspaces they depend on).
 */
export function buildOrder(targets, root = ROOT) {
  const needed = targets && new Set(targets.flatMap((ws) => withDependencies(ws, root)));
  return buildables(root).filter((ws) => !needed || needed.has(ws));
}

/**
 * Builds every workspace whose build is missing or stale (needsBuild), in order, or only those
 * `targets` need (buildOrder); returns the first failing build's exit code, or 0. `npm start` runs
 * it, `npm run worker` for the gateway alone, and `npm test` before the suites that use the built
 * app (the gateway's server-rendering tests load the built bundles). Two at once in one checkout
 * (two `npm start` with their own DATA_DIR) take turns per workspace: the second waits for the
 * first's build, then finds it done. The stamp goes before a build starts and comes back only after
 * it succeeded and left an output: a build cut short is built again at the next start.
 */
export async function buildMissing(targets, root = ROOT) {
  for (const ws of buildOrder(targets, root)) {
    if (!needsBuild(ws, root)) continue;
    const release = await buildLock(path.join(root, ws), () => console.log(`Waiting for the build of ${ws} another start is running...`));
    try {
      if (!needsBuild(ws, root)) continue;
      // hashed before the build: a file edited while it runs leaves a stale stamp, so the next run rebuilds
      const inputs = buildInputsHash(ws, root);
      rmSync(path.join(root, ws, 'dist', BUILD_STAMP), { force: true });
      console.log(`Building ${ws}...`);
      const code = await run('npm', ['run', 'build', '-w', ws], { cwd: root });
      if (code !== 0) {
        console.error(`The build of ${ws} failed (exit ${code}).`);
        return code;
      }
      if (!outputList(path.join(root, ws, 'dist')).length) {
        console.error(`The build of ${ws} left nothing in ${ws}/dist.`);
        return 1;
      }
      markBuilt(ws, inputs, root);
    } finally {
      release();
    }
  }
  return 0;
}
