import { ConfigError, type Variables } from './read-variables.js';

/** How a SIGTERM stops the process (docs/operations.md#deploys-with-no-failed-request). */
export interface ShutdownConfig {
  /** Milliseconds /readyz answers 503 while the process still serves, so load balancers stop sending to it. */
  delayMs: number;
  /** Milliseconds from the signal to the exit, whatever is still under way (then the exit code is 1). */
  timeoutMs: number;
}

export function shutdownConfig(variables: Variables): ShutdownConfig {
  const delayMs = variables.SHUTDOWN_DELAY_MS;
  const timeoutMs = variables.SHUTDOWN_TIMEOUT_MS;
  // the requests under way, the streams and the jobs need time after the delay
  if (timeoutMs <= delayMs) throw new ConfigError(`SHUTDOWN_TIMEOUT_MS (${timeoutMs}) must be more than SHUTDOWN_DELAY_MS (${delayMs})`);
  return { delayMs, timeoutMs };
}
