import { Migration } from '@mikro-orm/migrations';

export class Migration20261123010138_MailOutboxCreatedAtIndex extends Migration {

  override name = 'Migration20261123010138_MailOutboxCreatedAtIndex';

  override up(): void | Promise<void> {
    this.addSql(`create index "mail_outbox_created_at_index" on "mail_outbox" ("created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "mail_outbox_created_at_index";`);
  }

}
