import { Migration } from '@mikro-orm/migrations';

// every guest page that names the user: the pages they own or co-own (per page or as a co-parent)
const pagesOf = (user: string) => ['wishlists', 'predictions', 'timelines']
  .map((table) => `select '${table}:' || p."id" as "page" from "${table}" p where p."owner_id" = ${user}
     union select '${table}:' || p."id" from "${table}" p join "page_co_owner_ids" c on c."page_id" = p."id" where c."user_id" = ${user}`)
  .join(' union ');

/**
 * Where guest pages name a user as a parent (docs/product.md#pages-open-to-guests): their own pages by
 * default. A change of the choice or of the first name bumps the version of every page that may
 * name them (see Migration20261125100000_PageVersions), so no cached page or open guest page keeps
 * a name its user withdrew.
 */
export class Migration20261128200000_FirstNameToGuests extends Migration {

  override name = 'Migration20261128200000_FirstNameToGuests';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "first_name_to_guests" text not null default 'ownPages';`);
    this.addSql(`alter table "users" add constraint "users_first_name_to_guests_check" check ("first_name_to_guests" in ('ownPages', 'everyPage', 'never'));`);
    this.addSql(`create or replace function "users_page_version"() returns trigger language plpgsql as $$
        begin
          perform "bump_page_version"(pages."page") from (${pagesOf('NEW."id"')}) pages;
          return null;
        end
      $$;`);
    this.addSql(`create trigger "users_page_version" after update of "first_name", "first_name_to_guests" on "users" for each row
      when (OLD."first_name" is distinct from NEW."first_name" or OLD."first_name_to_guests" is distinct from NEW."first_name_to_guests")
      execute function "users_page_version"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "users_page_version" on "users";`);
    this.addSql(`drop function if exists "users_page_version"();`);
    this.addSql(`alter table "users" drop column "first_name_to_guests";`);
  }

}
