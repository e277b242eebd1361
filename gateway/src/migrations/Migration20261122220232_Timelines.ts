import { Migration } from '@mikro-orm/migrations';

export class Migration20261122220232_Timelines extends Migration {

  override name = 'Migration20261122220232_Timelines';

  override up(): void | Promise<void> {
    this.addSql(`create table "timelines" ("id" uuid not null, "created_at" timestamptz not null, "owner_id" uuid not null, "title" varchar(100) not null, "first_name" varchar(50) not null, "birth_date" timestamptz not null, "theme_color" text not null default 'blue', "visibility" text not null default 'private', "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "timelines_owner_id_created_at_index" on "timelines" ("owner_id", "created_at");`);

    this.addSql(`create table "timeline_events" ("id" uuid not null, "created_at" timestamptz not null, "timeline_id" uuid not null, "title" varchar(100) not null, "type" varchar(30) null, "date" timestamptz not null, "description" text null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "timeline_events_timeline_id_date_index" on "timeline_events" ("timeline_id", "date");`);

    this.addSql(`alter table "timelines" add constraint "timelines_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "timelines" add constraint "timelines_theme_color_check" check ("theme_color" in ('red', 'orange', 'amber', 'yellow', 'lime', 'green', 'emerald', 'teal', 'cyan', 'sky', 'blue', 'indigo', 'violet', 'purple', 'fuchsia', 'pink', 'brown', 'stone', 'slate'));`);
    this.addSql(`alter table "timelines" add constraint "timelines_visibility_check" check ("visibility" in ('private', 'public'));`);

    this.addSql(`alter table "timeline_events" add constraint "timeline_events_timeline_id_foreign" foreign key ("timeline_id") references "timelines" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "timeline_events" drop constraint "timeline_events_timeline_id_foreign";`);

    this.addSql(`drop table if exists "timelines" cascade;`);
    this.addSql(`drop table if exists "timeline_events" cascade;`);
  }

}
