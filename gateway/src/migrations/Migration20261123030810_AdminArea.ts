import { Migration } from '@mikro-orm/migrations';

export class Migration20261123030810_AdminArea extends Migration {

  override name = 'Migration20261123030810_AdminArea';

  override up(): void | Promise<void> {
    this.addSql(`create table "contact_request_actions" ("id" uuid not null, "created_at" timestamptz not null, "request_id" uuid not null, "actor_id" uuid null, "actor_name" varchar(101) not null, "action" text not null, "answer" text null, primary key ("id"));`);
    this.addSql(`create index "contact_request_actions_request_id_created_at_index" on "contact_request_actions" ("request_id", "created_at");`);

    this.addSql(`drop index "api_error_logs_status_index";`);
    this.addSql(`create index "api_error_logs_status_date_index" on "api_error_logs" ("status", "date");`);

    this.addSql(`alter table "contact_request_actions" add constraint "contact_request_actions_request_id_foreign" foreign key ("request_id") references "contact_requests" ("id") on delete cascade;`);
    this.addSql(`alter table "contact_request_actions" add constraint "contact_request_actions_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "contact_request_actions" add constraint "contact_request_actions_action_check" check ("action" in ('replied', 'closed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "contact_request_actions" cascade;`);

    this.addSql(`drop index "api_error_logs_status_date_index";`);
    this.addSql(`create index "api_error_logs_status_index" on "api_error_logs" ("status");`);
  }

}
