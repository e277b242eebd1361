import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../common/base.entity.js';

/** Every mail the product sends; without SMTP_URL this table (and a log line) is the delivery. */
@Entity({ tableName: 'mail_outbox' })
// the retention purge deletes by age
@Index({ properties: ['createdAt'] })
export class MailOutbox extends BaseEntity {
  @Property({ length: 254 })
  to: string;

  @Property({ length: 300 })
  subject: string;

  @Property({ type: 'text' })
  text: string;

  @Property({ type: 'text', nullable: true })
  link?: string;

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date;
}
