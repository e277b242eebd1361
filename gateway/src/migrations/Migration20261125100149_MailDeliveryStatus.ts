import { Migration } from '@mikro-orm/migrations';

export class Migration20261125100149_MailDeliveryStatus extends Migration {

  override name = 'Migration20261125100149_MailDeliveryStatus';

  override up(): void | Promise<void> {
    this.addSql(`alter table "mail_outbox" add "html" text null, add "kind" varchar(40) null, add "language" varchar(2) null, add "status" text not null default 'queued', add "attempts" int not null default 0, add "last_error" varchar(500) null;`);
    this.addSql(`alter table "mail_outbox" add constraint "mail_outbox_status_check" check ("status" in ('queued', 'retrying', 'sent', 'failed'));`);
    // rows from before the queue: delivered ones are sent; the others were tried once and dropped
    this.addSql(`update "mail_outbox" set "status" = case when "sent_at" is not null then 'sent' else 'failed' end;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "mail_outbox" drop constraint "mail_outbox_status_check";`);
    this.addSql(`alter table "mail_outbox" drop column "html", drop column "kind", drop column "language", drop column "status", drop column "attempts", drop column "last_error";`);
  }

}
