import { pino, type Logger } from 'pino';

/**
 * The gateway's logger for the bench, counting the plain-page fallbacks: every server render that
 * did not send its page (over its budget, not started, failed) is logged at warn with "plain page"
 * in its message (http/ssr/page-renderer.ts). Read in process, so no endpoint exposes the count;
 * every other line is dropped, as with the silent logger.
 */
export function fallbackCounter(): { log: Logger; count(): number } {
  let fallbacks = 0;
  const log = pino(
    { level: 'warn' },
    {
      write(line: string) {
        if (/plain page/i.test(line)) fallbacks += 1;
      },
    },
  );
  return { log, count: () => fallbacks };
}
