import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { ShutdownConfig } from '../config/shutdown.js';

export interface Stoppable {
  /** Called at the signal: readiness off (load balancers take the process out), requests still served. */
  drain?(): void;
  /** Stops in order: accepting, what is under way, then the rest; resolves when it is all done. */
  stop(): Promise<void>;
}

/**
 * On SIGTERM (a deploy, a process manager): drain at once, keep serving for `delayMs` while the
 * load balancer's health checks see /readyz fail, then stop and exit 0. On SIGINT (Ctrl-C at a
 * terminal, no load balancer to wait for) the stop starts at once. Whatever still runs
 * `timeoutMs` after the signal is cut: the exit code is then 1. A second signal changes nothing.
 */
export function drainOnSignals(log: Logger, config: ShutdownConfig, target: Stoppable): void {
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      log.error({ signal, timeoutMs: config.timeoutMs }, 'shutdown timed out: exiting with what is under way');
      process.exit(1);
    }, config.timeoutMs).unref();
    target.drain?.();
    const delayMs = signal === 'SIGTERM' ? config.delayMs : 0;
    log.info({ signal, delayMs }, 'shutting down: not ready, still serving until the delay ends');
    try {
      if (delayMs) await sleep(delayMs);
      await target.stop();
      log.info('stopped');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
