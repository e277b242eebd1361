import { Migration } from '@mikro-orm/migrations';

const PAGE_TABLES = ['predictions', 'wishlists', 'timelines'];

/**
 * Co-parents (docs/product.md#co-parents): an owner's invitation for all their pages is a
 * `page_invitations` row without a page; accepted, it becomes one `co_parents` row per pair. The
 * view `page_co_owner_ids` is who co-owns each page, per page or as a co-parent of its owner: the
 * ownership rule (common/ownership.ts) reads it, so a page created later is shared at once and a
 * removal takes effect at the next request.
 */
export class Migration20261128170000_CoParents extends Migration {

  override name = 'Migration20261128170000_CoParents';

  override up(): void | Promise<void> {
    this.addSql(`alter table "page_invitations" alter column "kind" drop not null, alter column "page_id" drop not null;`);
    this.addSql(`alter table "page_invitations" add constraint "page_invitations_page_or_co_parent_check" check (("kind" is null) = ("page_id" is null));`);

    this.addSql(`create table "co_parents" ("id" uuid not null, "created_at" timestamptz not null, "owner_id" uuid not null, "user_id" uuid not null, primary key ("id"));`);
    this.addSql(`alter table "co_parents" add constraint "co_parents_owner_id_user_id_unique" unique ("owner_id", "user_id");`);
    this.addSql(`create index "co_parents_user_id_index" on "co_parents" ("user_id");`);
    this.addSql(`alter table "co_parents" add constraint "co_parents_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "co_parents" add constraint "co_parents_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "co_parents" add constraint "co_parents_not_self_check" check ("owner_id" <> "user_id");`);

    const viaCoParent = PAGE_TABLES.map(
      (table) => `select p."id" as "page_id", cp."user_id", cp."created_at" from "${table}" p join "co_parents" cp on cp."owner_id" = p."owner_id"`,
    );
    this.addSql(`create view "page_co_owner_ids" as select "page_id", "user_id", "created_at" from "page_co_owners" union all ${viaCoParent.join(' union all ')};`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop view if exists "page_co_owner_ids";`);
    this.addSql(`drop table if exists "co_parents" cascade;`);
    this.addSql(`delete from "page_invitations" where "page_id" is null;`);
    this.addSql(`alter table "page_invitations" drop constraint if exists "page_invitations_page_or_co_parent_check";`);
    this.addSql(`alter table "page_invitations" alter column "kind" set not null, alter column "page_id" set not null;`);
  }

}
