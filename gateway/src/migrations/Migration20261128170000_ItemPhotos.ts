import { Migration } from '@mikro-orm/migrations';
import { pageVersionTrigger } from './Migration20261125100000_PageVersions.js';

// a photo shows on its timeline's or its list's guest page: its writes bump that page's version (see
// Migration20261125100000_PageVersions); null once its event or item is gone (a cascade): their own trigger bumped the page
const page = (row: string) => `coalesce(
  (select 'timelines:' || e."timeline_id" from "timeline_events" e where e."id" = ${row}."event_id"),
  (select 'wishlists:' || i."wishlist_id" from "wishlist_items" i where i."id" = ${row}."item_id"))`;
const eventsOnly = (row: string) => `(select 'timelines:' || e."timeline_id" from "timeline_events" e where e."id" = ${row}."event_id")`;

/** An item's photo (docs/product.md#photos): a photo belongs to a timeline event or, at most one, to a wishlist item. */
export class Migration20261128170000_ItemPhotos extends Migration {

  override name = 'Migration20261128170000_ItemPhotos';

  override up(): void | Promise<void> {
    this.addSql(`alter table "photos" alter column "event_id" drop not null, add "item_id" uuid null;`);
    this.addSql(`alter table "photos" add constraint "photos_item_id_unique" unique ("item_id");`);
    this.addSql(`alter table "photos" add constraint "photos_item_id_foreign" foreign key ("item_id") references "wishlist_items" ("id") on delete cascade;`);
    this.addSql(`alter table "photos" add constraint "photos_one_owner_check" check (("event_id" is null) <> ("item_id" is null));`);
    // the trigger stays; its function is replaced
    this.addSql(pageVersionTrigger('photos', 'photos', page)[0]);
  }

  override down(): void | Promise<void> {
    this.addSql(pageVersionTrigger('photos', 'photos', eventsOnly)[0]);
    this.addSql(`delete from "photos" where "item_id" is not null;`);
    this.addSql(`alter table "photos" drop constraint "photos_one_owner_check", drop constraint "photos_item_id_foreign", drop constraint "photos_item_id_unique";`);
    this.addSql(`alter table "photos" drop column "item_id", alter column "event_id" set not null;`);
  }

}
