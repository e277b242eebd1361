import { Migration } from '@mikro-orm/migrations';

export class Migration20261126213523_Webhooks extends Migration {
  override name = 'Migration20261126213523_Webhooks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "webhook_endpoints" ("id" uuid not null, "created_at" timestamptz not null, "owner_id" uuid not null, "url" varchar(2000) not null, "events" jsonb not null, "secret_ciphertext" text not null, "enabled" boolean not null default true, "failing_since" timestamptz null, "disabled_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "webhook_endpoints_owner_id_created_at_index" on "webhook_endpoints" ("owner_id", "created_at");`);

    this.addSql(
      `create table "webhook_deliveries" ("id" uuid not null, "created_at" timestamptz not null, "endpoint_id" uuid not null, "event_id" uuid not null, "type" varchar(40) not null, "body" text not null, "status" text not null default 'pending', "attempts" int not null default 0, "last_status_code" int null, "last_error" varchar(40) null, "last_attempt_at" timestamptz null, "delivered_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "webhook_deliveries_created_at_index" on "webhook_deliveries" ("created_at");`);
    this.addSql(`create index "webhook_deliveries_endpoint_id_created_at_index" on "webhook_deliveries" ("endpoint_id", "created_at");`);

    this.addSql(
      `alter table "webhook_endpoints" add constraint "webhook_endpoints_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoints" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_status_check" check ("status" in ('pending', 'retrying', 'succeeded', 'failed'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "webhook_deliveries" drop constraint "webhook_deliveries_endpoint_id_foreign";`);

    this.addSql(`drop table if exists "webhook_endpoints" cascade;`);
    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
  }
}
