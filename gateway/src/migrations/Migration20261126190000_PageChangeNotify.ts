import { Migration } from '@mikro-orm/migrations';

/**
 * Live updates (common/live/): every bump of a page's data version notifies the channel
 * `page_changes` with the page's key (`wishlists:<id>`), nothing else. The version is bumped in the
 * transaction of any write to what the page shows (Migration20261125100000_PageVersions), and
 * PostgreSQL delivers a notification only when that transaction commits: a rolled-back change
 * never notifies, and the notifications of one transaction for one page are folded into one.
 */
export class Migration20261126190000_PageChangeNotify extends Migration {

  override name = 'Migration20261126190000_PageChangeNotify';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function "notify_page_change"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('page_changes', NEW."page");
        return null;
      end
    $$;`);
    this.addSql(`create trigger "page_versions_notify" after insert or update on "page_versions" for each row execute function "notify_page_change"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "page_versions_notify" on "page_versions";`);
    this.addSql(`drop function if exists "notify_page_change"();`);
  }

}
