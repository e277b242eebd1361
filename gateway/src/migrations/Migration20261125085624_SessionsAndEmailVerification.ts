import { Migration } from '@mikro-orm/migrations';

export class Migration20261125085624_SessionsAndEmailVerification extends Migration {

  override name = 'Migration20261125085624_SessionsAndEmailVerification';

  override up(): void | Promise<void> {
    this.addSql(`create table "sessions" ("id" uuid not null, "created_at" timestamptz not null, "user_id" uuid not null, "user_agent" varchar(300) null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(`create table "login_networks" ("user_id" uuid not null, "network" varchar(64) not null, "last_success_at" timestamptz not null, primary key ("user_id", "network"));`);

    this.addSql(`create table "email_verification_tokens" ("id" uuid not null, "created_at" timestamptz not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "email_verification_tokens_user_id_index" on "email_verification_tokens" ("user_id");`);
    this.addSql(`alter table "email_verification_tokens" add constraint "email_verification_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "email_verification_tokens_expires_at_index" on "email_verification_tokens" ("expires_at");`);

    this.addSql(`alter table "users" add "admin_by_list" boolean not null default false, add "email_verified" boolean not null default false;`);
    // ADMIN_EMAILS used to make unverified addresses admin. Every admin from before proves it
    // again: a listed address by verifying it, anyone else by `npm run user:admin` (README).
    this.addSql(`update "users" set "admin_by_list" = true where "is_admin";`);

    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "login_networks" add constraint "login_networks_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "email_verification_tokens" add constraint "email_verification_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "login_networks" cascade;`);
    this.addSql(`drop table if exists "email_verification_tokens" cascade;`);

    this.addSql(`alter table "users" drop column "admin_by_list", drop column "email_verified";`);
  }

}
