import { Migration } from '@mikro-orm/migrations';

/**
 * Each table whose rows a guest page shows, and the page a row belongs to (`row` is OLD or NEW;
 * null: none). Keys as common/page-versions.ts builds them.
 */
const TRIGGERS: Array<[name: string, table: string, page: (row: string) => string]> = [
  ['wishlists', 'wishlists', (row) => `'wishlists:' || ${row}."id"`],
  // a wishlist created from a prediction shows on the prediction's guest page (title, visibility)
  ['wishlists_prediction', 'wishlists', (row) => `'predictions:' || ${row}."prediction_id"`],
  ['wishlist_items', 'wishlist_items', (row) => `'wishlists:' || ${row}."wishlist_id"`],
  // null once its item is gone (a cascade): the item's own trigger bumped the list
  ['reservations', 'reservations', (row) => `(select 'wishlists:' || i."wishlist_id" from "wishlist_items" i where i."id" = ${row}."item_id")`],
  ['timelines', 'timelines', (row) => `'timelines:' || ${row}."id"`],
  ['timeline_events', 'timeline_events', (row) => `'timelines:' || ${row}."timeline_id"`],
  ['predictions', 'predictions', (row) => `'predictions:' || ${row}."id"`],
];

/** The trigger (and its function) that bumps the version of the page a row of `table` belongs to; later migrations add theirs with it. */
export function pageVersionTrigger(name: string, table: string, page: (row: string) => string): string[] {
  return [
    `create or replace function "${name}_page_version"() returns trigger language plpgsql as $$
        declare
          o text;
          n text;
        begin
          if tg_op <> 'INSERT' then o := ${page('OLD')}; end if;
          if tg_op <> 'DELETE' then n := ${page('NEW')}; end if;
          if o is not null then perform "bump_page_version"(o); end if;
          if n is not null and n is distinct from o then perform "bump_page_version"(n); end if;
          return null;
        end
      $$;`,
    `create trigger "${name}_page_version" after insert or update or delete on "${table}" for each row execute function "${name}_page_version"();`,
  ];
}

/**
 * The data version of each server-rendered guest page (http/ssr/ keys its cache on it). Triggers
 * bump it in the transaction of every write to what the page shows, whichever code path writes
 * (the services, the account erasure's bulk deletes, cascades): it is committed, or rolled back,
 * with the change itself, and every replica reads the same value.
 */
export class Migration20261125100000_PageVersions extends Migration {

  override name = 'Migration20261125100000_PageVersions';

  override up(): void | Promise<void> {
    this.addSql(`create table "page_versions" ("page" varchar(80) not null, "version" bigint not null default 0, primary key ("page"));`);
    this.addSql(`create or replace function "bump_page_version"(p text) returns void language sql as $$
      insert into "page_versions" ("page", "version") values (p, 1)
      on conflict ("page") do update set "version" = "page_versions"."version" + 1
    $$;`);
    for (const [name, table, page] of TRIGGERS) for (const sql of pageVersionTrigger(name, table, page)) this.addSql(sql);
  }

  override down(): void | Promise<void> {
    for (const [name, table] of TRIGGERS) {
      this.addSql(`drop trigger if exists "${name}_page_version" on "${table}";`);
      this.addSql(`drop function if exists "${name}_page_version"();`);
    }
    this.addSql(`drop function if exists "bump_page_version"(text);`);
    this.addSql(`drop table if exists "page_versions";`);
  }

}
