import { REMOTE_URL_VARIABLE, REMOTES, remoteUrlVariable, VARIABLES } from './variables.js';
import type { Variable } from './kinds.js';
import type { z } from 'zod';

/** A bad value: start-up stops with its one line, naming the variable. */
export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

export type Variables = { [K in keyof typeof VARIABLES]: z.output<(typeof VARIABLES)[K]['schema']> };

/** Every declared variable read and checked, in declaration order; the first bad one throws. */
export function readVariables(env: Env): { variables: Variables; remoteUrls: Record<string, string | undefined> } {
  const variables = Object.fromEntries(
    Object.entries(VARIABLES).map(([name, variable]) => [name, readOne(env, name, variable as Variable)]),
  ) as Variables;
  const remoteUrls = Object.fromEntries(
    REMOTES.map((remote) => [remote, readOne(env, remoteUrlVariable(remote), REMOTE_URL_VARIABLE.variable) as string | undefined]),
  );
  return { variables, remoteUrls };
}

function readOne(env: Env, name: string, variable: Variable): unknown {
  const raw = env[name];
  const result = variable.schema.safeParse(raw);
  if (result.success) return result.data;
  const problem = result.error.issues[0]?.message ?? 'has a wrong value';
  // a secret (or a URL with its password) is never repeated: the line goes to the log
  throw new ConfigError(variable.secret ? `${name} ${problem}` : `${name} ${problem} (got "${raw}")`);
}
