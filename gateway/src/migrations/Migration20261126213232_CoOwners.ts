import { Migration } from '@mikro-orm/migrations';

/** The page tables whose rows co-owners and invitations hang under, with no foreign key (three tables). */
const PAGE_TABLES = ['predictions', 'wishlists', 'timelines'];

export class Migration20261126213232_CoOwners extends Migration {

  override name = 'Migration20261126213232_CoOwners';

  override up(): void | Promise<void> {
    this.addSql(`create table "page_invitations" ("id" uuid not null, "created_at" timestamptz not null, "kind" text not null, "page_id" uuid not null, "inviter_id" uuid not null, "email" varchar(254) not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "accepted_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "page_invitations_inviter_id_index" on "page_invitations" ("inviter_id");`);
    this.addSql(`create index "page_invitations_email_index" on "page_invitations" ("email");`);
    this.addSql(`alter table "page_invitations" add constraint "page_invitations_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "page_invitations_page_id_created_at_index" on "page_invitations" ("page_id", "created_at");`);

    this.addSql(`create table "page_co_owners" ("id" uuid not null, "created_at" timestamptz not null, "kind" text not null, "page_id" uuid not null, "user_id" uuid not null, primary key ("id"));`);
    this.addSql(`create index "page_co_owners_user_id_index" on "page_co_owners" ("user_id");`);
    this.addSql(`alter table "page_co_owners" add constraint "page_co_owners_page_id_user_id_unique" unique ("page_id", "user_id");`);

    this.addSql(`alter table "page_invitations" add constraint "page_invitations_inviter_id_foreign" foreign key ("inviter_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "page_invitations" add constraint "page_invitations_kind_check" check ("kind" in ('prediction', 'wishlist', 'timeline'));`);

    this.addSql(`alter table "page_co_owners" add constraint "page_co_owners_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "page_co_owners" add constraint "page_co_owners_kind_check" check ("kind" in ('prediction', 'wishlist', 'timeline'));`);

    // a page's co-owners and invitations go with it, whoever deletes it and however (no foreign key can say it)
    this.addSql(`create or replace function "page_co_owners_cleanup"() returns trigger language plpgsql as $$
      begin
        delete from "page_co_owners" where "page_id" = old."id";
        delete from "page_invitations" where "page_id" = old."id";
        return null;
      end $$;`);
    for (const table of PAGE_TABLES) {
      this.addSql(`create trigger "${table}_co_owners_cleanup" after delete on "${table}" for each row execute function "page_co_owners_cleanup"();`);
    }
  }

  override down(): void | Promise<void> {
    for (const table of PAGE_TABLES) this.addSql(`drop trigger if exists "${table}_co_owners_cleanup" on "${table}";`);
    this.addSql(`drop function if exists "page_co_owners_cleanup"();`);
    this.addSql(`drop table if exists "page_invitations" cascade;`);
    this.addSql(`drop table if exists "page_co_owners" cascade;`);
  }

}
