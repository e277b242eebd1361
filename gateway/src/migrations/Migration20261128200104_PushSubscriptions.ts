import { Migration } from '@mikro-orm/migrations';

/** Web Push subscriptions (docs/product.md#push-notifications): one row per endpoint, a switch per kind of event. */
export class Migration20261128200104_PushSubscriptions extends Migration {

  override name = 'Migration20261128200104_PushSubscriptions';

  override up(): void | Promise<void> {
    this.addSql(`create table "push_subscriptions" ("id" uuid not null, "created_at" timestamptz not null, "user_id" uuid not null, "endpoint" varchar(2000) not null, "p256dh" varchar(200) not null, "auth" varchar(100) not null, "user_agent" varchar(300) null, "notify_reservations" boolean not null default true, "notify_answers" boolean not null default true, "notify_co_parents" boolean not null default true, primary key ("id"));`);
    this.addSql(`alter table "push_subscriptions" add constraint "push_subscriptions_endpoint_unique" unique ("endpoint");`);
    this.addSql(`create index "push_subscriptions_user_id_created_at_index" on "push_subscriptions" ("user_id", "created_at");`);
    this.addSql(`alter table "push_subscriptions" add constraint "push_subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "push_subscriptions" cascade;`);
  }

}
