import type { MikroORM } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { UAParser } from 'ua-parser-js';
import { redactJson, redactText, redactUrl } from '../../common/redact.js';
import type { Config } from '../../config.js';
import type { RateLimiter } from '../rate-limits/index.js';
import { ApiErrorLog } from './api-error-log.entity.js';

export interface ErrorLogInput {
  url: string;
  method: string;
  status: number;
  error: { message: string; stack?: string };
  errorResponse?: unknown;
  userId?: string;
  ip?: string;
  referrer?: string;
  userAgent?: string;
}

/** The route a log line names: ids in paths (/timelines/<uuid>) collapsed. */
const routeOf = (method: string, url: string) =>
  `${method} ${url
    .split('?')[0]
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id')
    .slice(0, 300)}`;

/**
 * Writes the API error log (docs/product.md#error-log) off the request path: a failed write never fails an
 * answer. 4xx from one client address are capped per minute (ERROR_LOG_MAX_PER_MINUTE, all routes
 * together), counted in PostgreSQL so the cap holds across replicas; 5xx answers are always recorded.
 */
export class ErrorLogService {
  private pending = new Set<Promise<void>>();

  constructor(
    private readonly orm: MikroORM,
    private readonly config: Pick<Config, 'version' | 'errorLogMaxPerMinute'>,
    private readonly log: Logger,
    private readonly limiter: RateLimiter,
  ) {}

  record(input: ErrorLogInput): void {
    const write = this.write(input)
      .catch((err) => this.log.error({ err }, 'could not write the API error log'))
      .finally(() => this.pending.delete(write));
    this.pending.add(write);
  }

  /** Waits for writes under way (shutdown, tests). */
  async drain(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private async write(input: ErrorLogInput): Promise<void> {
    if (input.status < 500 && !(await this.withinCap(input))) return;
    const ua = new UAParser(input.userAgent ?? '').getResult();
    const em = this.orm.em.fork();
    // tokens in paths, password-like fields and echoed input never reach the table
    em.create(ApiErrorLog, {
      url: redactUrl(input.url).slice(0, 2000),
      method: input.method,
      status: input.status,
      version: this.config.version,
      error: { message: redactText(input.error.message), stack: input.error.stack && redactText(input.error.stack) },
      errorResponse: input.errorResponse === undefined ? null : redactJson(input.errorResponse),
      date: new Date(),
      userId: input.userId,
      ip: input.ip,
      referrer: { url: input.referrer && redactUrl(input.referrer) },
      os: { name: ua.os.name, version: ua.os.version },
      device: { type: ua.device.type ?? 'desktop', vendor: ua.device.vendor, model: ua.device.model },
      browser: { name: ua.browser.name, version: ua.browser.version },
      userAgent: input.userAgent?.slice(0, 1000),
    });
    await em.flush();
  }

  /**
   * Counts this 4xx in its client's (address, minute) bucket with one atomic upsert, whatever the
   * route or status (a scan of distinct paths is one flood); false past the cap. The first refused
   * one says so in the log, once per bucket.
   */
  private async withinCap(input: ErrorLogInput): Promise<boolean> {
    const key = `errorlog:${createHash('sha256')
      .update(input.ip ?? '')
      .digest('hex')}`;
    const count = (await this.limiter.count({ key, windowSeconds: 60 })).get(key)!;
    const max = this.config.errorLogMaxPerMinute;
    if (count === max + 1) {
      this.log.warn(
        { ip: input.ip, status: input.status, route: routeOf(input.method, input.url), maxPerMinute: max },
        `error log sampling: more than ${max} 4xx from this client this minute; the rest of the minute is not recorded`,
      );
    }
    return count <= max;
  }
}
