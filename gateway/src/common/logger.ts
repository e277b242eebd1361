import { pino, type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token'];

/**
 * JSON lines for log collectors; human-readable lines when a person watches the terminal
 * (`npm start`, `npm run dev`). `destination` replaces stdout (tests capture lines with it).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, base: undefined, redact: REDACT };
  if (destination) return pino(options, destination);
  if (process.stdout.isTTY)
    return pino(options, pretty({ colorize: true, singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }));
  return pino(options);
}
