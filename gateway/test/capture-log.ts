import { Writable } from 'node:stream';
import { createLogger } from '../src/common/logger.js';

/** A logger writing JSON lines into an array, as a log collector would read them. */
export function captureLog(level: string) {
  const lines: Record<string, any>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: createLogger(level, stream), lines };
}
