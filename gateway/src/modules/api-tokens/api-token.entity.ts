import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../common/base.entity.js';
import { User } from '../auth/user.entity.js';

/**
 * A personal access token (docs/api.md#tokens): only the sha256 of its secret is kept (the secret
 * is 32 random bytes, so a plain hash cannot be searched back). Deleting the user deletes its tokens.
 */
@Entity({ tableName: 'api_tokens' })
export class ApiToken extends BaseEntity {
  // listed and counted by user
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Property({ length: 100 })
  name: string;

  /** `read`, and `write` for mutations (docs/api.md#tokens). */
  @Property({ type: 'text[]' })
  scopes: string[];

  /** Hex sha256 of the secret: what a bearer token is looked up by. */
  @Property({ length: 64, unique: true })
  tokenHash: string;

  /** Written at most once a minute per token. */
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date;

  @Index()
  @Property({ type: 'datetime' })
  expiresAt: Date;
}
