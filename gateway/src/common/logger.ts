import { pino, type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { trace } from '@opentelemetry/api';

/** The active span's ids on each line (tracing on): a log line leads to its trace and back. */
function traceIds(): object {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token'];

/**
 * JSON lines for log collectors; human-readable lines when a person watches the terminal
 * (`npm start`, `npm run dev`). `destination` replaces stdout (tests capture lines with it).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, base: undefined, redact: REDACT, mixin: traceIds };
  if (destination) return pino(options, destination);
  if (process.stdout.isTTY)
    return pino(options, pretty({ colorize: true, singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }));
  return pino(options);
}
