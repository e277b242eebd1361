import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Failed-login counter per key ('email:...' or 'ip:...') over a fixed window. Kept in PostgreSQL
 * so the limit holds across several gateway processes.
 */
@Entity({ tableName: 'login_attempts' })
export class LoginAttempt {
  @PrimaryKey({ length: 300 })
  key: string;

  @Property()
  count: number;

  @Property({ type: 'datetime' })
  windowStart: Date;
}
