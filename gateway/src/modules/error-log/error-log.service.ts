import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { UAParser } from 'ua-parser-js';
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

/** Writes the API error log (SPEC section 3) off the request path: a failed write never fails an answer. */
export class ErrorLogService {
  private pending = new Set<Promise<void>>();

  constructor(
    private readonly orm: MikroORM,
    private readonly version: string,
    private readonly log: Logger,
  ) {}

  record(input: ErrorLogInput): void {
    const ua = new UAParser(input.userAgent ?? '').getResult();
    const em = this.orm.em.fork();
    em.create(ApiErrorLog, {
      url: input.url.slice(0, 2000),
      method: input.method,
      status: input.status,
      version: this.version,
      error: input.error,
      errorResponse: input.errorResponse ?? null,
      date: new Date(),
      userId: input.userId,
      ip: input.ip,
      referrer: { url: input.referrer },
      os: { name: ua.os.name, version: ua.os.version },
      device: { type: ua.device.type ?? 'desktop', vendor: ua.device.vendor, model: ua.device.model },
      browser: { name: ua.browser.name, version: ua.browser.version },
      userAgent: input.userAgent?.slice(0, 1000),
    });
    const write = em
      .flush()
      .catch((err) => this.log.error({ err }, 'could not write the API error log'))
      .finally(() => this.pending.delete(write));
    this.pending.add(write);
  }

  /** Waits for writes under way (shutdown, tests). */
  async drain(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
