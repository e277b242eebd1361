import { Migration } from '@mikro-orm/migrations';

export class Migration20261126213409_ApiTokens extends Migration {

  override name = 'Migration20261126213409_ApiTokens';

  override up(): void | Promise<void> {
    this.addSql(`create table "api_tokens" ("id" uuid not null, "created_at" timestamptz not null, "user_id" uuid not null, "name" varchar(100) not null, "scopes" text[] not null, "token_hash" varchar(64) not null, "last_used_at" timestamptz null, "expires_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "api_tokens_user_id_index" on "api_tokens" ("user_id");`);
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "api_tokens_expires_at_index" on "api_tokens" ("expires_at");`);

    this.addSql(`alter table "api_tokens" add constraint "api_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_tokens" cascade;`);
  }

}
