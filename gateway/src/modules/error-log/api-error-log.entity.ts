import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';

/**
 * One 4xx/5xx answer of /api or /graphql, with the fields of docs/product.md#error-log. (status, date) serves
 * the admin list filtered by status, newest first, and its distinct statuses.
 */
@Entity({ tableName: 'api_error_logs' })
@Index({ properties: ['status', 'date'] })
export class ApiErrorLog {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  url: string;

  @Property({ length: 10 })
  method: string;

  @Property()
  status: number;

  @Property({ length: 40 })
  version: string;

  @Property({ type: 'json' })
  error: { message: string; stack?: string };

  @Property({ type: 'json', nullable: true })
  errorResponse?: unknown;

  @Index()
  @Property({ type: 'datetime' })
  date: Date = new Date();

  @Property({ type: 'uuid', nullable: true })
  userId?: string;

  @Property({ length: 64, nullable: true })
  ip?: string;

  @Property({ type: 'json' })
  referrer: { url?: string };

  @Property({ type: 'json' })
  os: { name?: string; version?: string };

  @Property({ type: 'json' })
  device: { type?: string; vendor?: string; model?: string };

  @Property({ type: 'json' })
  browser: { name?: string; version?: string };

  @Property({ type: 'text', nullable: true })
  userAgent?: string;
}
