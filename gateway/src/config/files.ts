import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from './read-variables.js';

/** What the configuration reads from files rather than the environment: the repository root, the version, the kept JWT secret and VAPID keys. */

/**
 * Root of the repository: the nearest folder above this file holding gateway/package.json,
 * whether running from src/, dist/ or the bench's build (dist-bench/src/).
 */
export const REPO_ROOT = repositoryRoot(path.dirname(fileURLToPath(import.meta.url)));

function repositoryRoot(from: string): string {
  for (let dir = from; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'gateway', 'package.json'))) return dir;
  }
  return path.resolve(from, '..', '..', '..');
}

/** The gateway's version, from its package.json. */
export function version(): string {
  try {
    return JSON.parse(readFileSync(path.join(REPO_ROOT, 'gateway', 'package.json'), 'utf8')).version;
  } catch {
    return '0.0.0';
  }
}

/**
 * The JWT secret: JWT_SECRET, or (embedded database only) one generated once and kept in DATA_DIR
 * so sessions survive restarts. With DATABASE_URL it is required: replicas must share it, and a
 * secret generated per machine would silently log users out whenever another replica answers.
 */
export function jwtSecret(given: string | undefined, dataDir: string, external: boolean): string {
  if (given) return given;
  if (external) throw new ConfigError('JWT_SECRET is required when DATABASE_URL is set (the same secret on every replica)');
  return keptInDataDir(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url'));
}

/** A value generated once and kept in DATA_DIR/`name` (readable by the gateway's user only), read back on later starts. */
export function keptInDataDir(dataDir: string, name: string, generate: () => string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const value = generate();
  writeFileSync(file, value + '\n', { mode: 0o600 });
  return value;
}
