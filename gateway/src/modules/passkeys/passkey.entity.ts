import { BigIntType } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../common/base.entity.js';
import { User } from '../auth/user.entity.js';

/**
 * A WebAuthn credential of an account (docs/product.md#passkeys): its public key only, never a
 * secret. Deleting the user deletes its passkeys.
 */
@Entity({ tableName: 'passkeys' })
export class Passkey extends BaseEntity {
  // listed and counted by user
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  /** The credential id (base64url) the authenticator answers with: what a sign-in is looked up by. */
  @Property({ type: 'text', unique: true })
  credentialId: string;

  /** The COSE public key, base64url. */
  @Property({ type: 'text' })
  publicKey: string;

  /** The authenticator's signature counter (0 when it keeps none): a lower one is a cloned credential. */
  @Property({ type: new BigIntType('number'), default: 0 })
  counter: number = 0;

  @Property({ type: 'text[]' })
  transports: string[];

  @Property({ length: 100 })
  name: string;

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date;
}
