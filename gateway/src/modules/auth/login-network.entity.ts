import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity.js';

/**
 * A client network (IPv4 /24, IPv6 /64) where the account signed in: its "usual connection", where
 * strangers' failures elsewhere never lock it out (LoginThrottle). Purged 30 days after the last success.
 */
@Entity({ tableName: 'login_networks' })
export class LoginNetwork {
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user: User;

  @PrimaryKey({ length: 64 })
  network: string;

  @Property({ type: 'datetime' })
  lastSuccessAt: Date;
}
