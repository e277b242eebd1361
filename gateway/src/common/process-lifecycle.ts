import type { Logger } from 'pino';
import { ConfigError, loadConfig, type Config } from '../config.js';

/** The configuration, or the process ends with one line naming the wrong variable (the gateway, the worker, the scripts). */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}

/**
 * On SIGTERM or SIGINT, `stop` once, then exit; a stop that hangs past 15 s ends the process
 * anyway (a process manager would kill it soon after).
 */
export function stopOnSignals(log: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await stop();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
