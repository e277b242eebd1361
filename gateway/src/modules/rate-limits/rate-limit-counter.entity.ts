import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One fixed-window counter per key ('login:email:...', 'register:ip:...', ...). Kept in PostgreSQL
 * so every gateway process shares it; a row past `expiresAt` counts as zero and is restarted.
 */
@Entity({ tableName: 'rate_limit_counters' })
export class RateLimitCounter {
  @PrimaryKey({ length: 300 })
  key: string;

  @Property()
  count: number;

  @Property({ type: 'datetime' })
  expiresAt: Date;
}
