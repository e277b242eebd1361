import { Migration } from '@mikro-orm/migrations';

export class Migration20261128200000_Passkeys extends Migration {

  override name = 'Migration20261128200000_Passkeys';

  override up(): void | Promise<void> {
    this.addSql(`create table "passkeys" ("id" uuid not null, "created_at" timestamptz not null, "user_id" uuid not null, "credential_id" text not null, "public_key" text not null, "counter" bigint not null default '0', "transports" text[] not null, "name" varchar(100) not null, "last_used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "passkeys_user_id_index" on "passkeys" ("user_id");`);
    this.addSql(`alter table "passkeys" add constraint "passkeys_credential_id_unique" unique ("credential_id");`);

    this.addSql(`create table "passkey_challenges" ("id" uuid not null, "created_at" timestamptz not null, "challenge" varchar(128) not null, "purpose" varchar(20) not null, "user_id" uuid null, "expires_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "passkey_challenges" add constraint "passkey_challenges_challenge_unique" unique ("challenge");`);
    this.addSql(`create index "passkey_challenges_expires_at_index" on "passkey_challenges" ("expires_at");`);

    this.addSql(`alter table "passkeys" add constraint "passkeys_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "passkey_challenges" add constraint "passkey_challenges_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "passkey_challenges" cascade;`);
    this.addSql(`drop table if exists "passkeys" cascade;`);
  }

}
