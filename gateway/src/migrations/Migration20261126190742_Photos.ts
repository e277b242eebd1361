import { Migration } from '@mikro-orm/migrations';
import { pageVersionTrigger } from './Migration20261125100000_PageVersions.js';

// a photo shows on its timeline's guest page: its writes bump that page's version (see Migration20261125100000_PageVersions);
// null once its event is gone (a cascade): the event's own trigger bumped the timeline
const page = (row: string) => `(select 'timelines:' || e."timeline_id" from "timeline_events" e where e."id" = ${row}."event_id")`;

/** Timeline photos (docs/product.md#photos) and the PostgreSQL photo storage's table. */
export class Migration20261126190742_Photos extends Migration {

  override name = 'Migration20261126190742_Photos';

  override up(): void | Promise<void> {
    this.addSql(`create table "photo_objects" ("key" varchar(200) not null, "content_type" varchar(50) not null, "data" bytea not null, primary key ("key"));`);

    this.addSql(`create table "photos" ("id" uuid not null, "created_at" timestamptz not null, "event_id" uuid not null, "uploader_id" uuid not null, "width" int not null, "height" int not null, "bytes" int not null, primary key ("id"));`);
    this.addSql(`create index "photos_uploader_id_index" on "photos" ("uploader_id");`);
    this.addSql(`create index "photos_event_id_created_at_index" on "photos" ("event_id", "created_at");`);

    this.addSql(`alter table "photos" add constraint "photos_event_id_foreign" foreign key ("event_id") references "timeline_events" ("id") on delete cascade;`);
    this.addSql(`alter table "photos" add constraint "photos_uploader_id_foreign" foreign key ("uploader_id") references "users" ("id") on delete cascade;`);

    for (const sql of pageVersionTrigger('photos', 'photos', page)) this.addSql(sql);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "photos_page_version" on "photos";`);
    this.addSql(`drop function if exists "photos_page_version"();`);
    this.addSql(`drop table if exists "photo_objects" cascade;`);
    this.addSql(`drop table if exists "photos" cascade;`);
  }

}
