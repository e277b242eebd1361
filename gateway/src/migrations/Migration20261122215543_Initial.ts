import { Migration } from '@mikro-orm/migrations';

export class Migration20261122215543_Initial extends Migration {

  override name = 'Migration20261122215543_Initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "api_error_logs" ("id" uuid not null, "url" text not null, "method" varchar(10) not null, "status" int not null, "version" varchar(40) not null, "error" jsonb not null, "error_response" jsonb null, "date" timestamptz not null, "user_id" uuid null, "ip" varchar(64) null, "referrer" jsonb not null, "os" jsonb not null, "device" jsonb not null, "browser" jsonb not null, "user_agent" text null, primary key ("id"));`);
    this.addSql(`create index "api_error_logs_status_index" on "api_error_logs" ("status");`);
    this.addSql(`create index "api_error_logs_date_index" on "api_error_logs" ("date");`);

    this.addSql(`create table "login_attempts" ("key" varchar(300) not null, "count" int not null, "window_start" timestamptz not null, primary key ("key"));`);

    this.addSql(`create table "mail_outbox" ("id" uuid not null, "created_at" timestamptz not null, "to" varchar(254) not null, "subject" varchar(300) not null, "text" text not null, "link" text null, "sent_at" timestamptz null, primary key ("id"));`);

    this.addSql(`create table "users" ("id" uuid not null, "created_at" timestamptz not null, "first_name" varchar(50) not null, "last_name" varchar(50) not null, "email" varchar(254) not null, "password_hash" varchar(255) not null, "is_admin" boolean not null default false, "language" text not null default 'fr', "last_login_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(`create table "password_reset_tokens" ("id" uuid not null, "created_at" timestamptz not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "password_reset_tokens_expires_at_index" on "password_reset_tokens" ("expires_at");`);

    this.addSql(`create table "contact_requests" ("id" uuid not null, "created_at" timestamptz not null, "user_id" uuid null, "name" varchar(101) not null, "email" varchar(254) not null, "phone" varchar(30) null, "subject" varchar(200) null, "message" text not null, "status" text not null default 'pending', "answer" text null, "replied_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "contact_requests_user_id_created_at_index" on "contact_requests" ("user_id", "created_at");`);

    this.addSql(`alter table "users" add constraint "users_language_check" check ("language" in ('fr', 'en'));`);

    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "contact_requests" add constraint "contact_requests_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "contact_requests" add constraint "contact_requests_status_check" check ("status" in ('pending', 'replied', 'closed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "password_reset_tokens" drop constraint "password_reset_tokens_user_id_foreign";`);
    this.addSql(`alter table "contact_requests" drop constraint "contact_requests_user_id_foreign";`);

    this.addSql(`drop table if exists "api_error_logs" cascade;`);
    this.addSql(`drop table if exists "login_attempts" cascade;`);
    this.addSql(`drop table if exists "mail_outbox" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "password_reset_tokens" cascade;`);
    this.addSql(`drop table if exists "contact_requests" cascade;`);
  }

}
