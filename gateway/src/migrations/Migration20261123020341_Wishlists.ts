import { Migration } from '@mikro-orm/migrations';

export class Migration20261123020341_Wishlists extends Migration {

  override name = 'Migration20261123020341_Wishlists';

  override up(): void | Promise<void> {
    this.addSql(`create table "wishlists" ("id" uuid not null, "created_at" timestamptz not null, "owner_id" uuid not null, "title" varchar(100) not null, "description" text null, "date" timestamptz null, "visibility" text not null default 'private', "theme_color" text not null default 'blue', "cover" varchar(30) null, "status" text not null default 'published', "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "wishlists_owner_id_created_at_index" on "wishlists" ("owner_id", "created_at");`);

    this.addSql(`create table "wishlist_items" ("id" uuid not null, "created_at" timestamptz not null, "wishlist_id" uuid not null, "title" varchar(200) not null, "url" varchar(2000) null, "description" text null, "price_cents" int null, "image" varchar(2000) null, "category" text null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "wishlist_items_wishlist_id_created_at_index" on "wishlist_items" ("wishlist_id", "created_at");`);

    this.addSql(`create table "reservations" ("id" uuid not null, "created_at" timestamptz not null, "item_id" uuid not null, "name" varchar(50) not null, "email" varchar(254) not null, "is_anonymous" boolean not null default false, "message" text null, "cancel_token_hash" varchar(64) not null, primary key ("id"));`);
    this.addSql(`alter table "reservations" add constraint "reservations_item_id_unique" unique ("item_id");`);
    this.addSql(`alter table "reservations" add constraint "reservations_cancel_token_hash_unique" unique ("cancel_token_hash");`);

    this.addSql(`alter table "users" add "notify_by_email" boolean not null default true;`);

    this.addSql(`alter table "wishlists" add constraint "wishlists_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "wishlists" add constraint "wishlists_visibility_check" check ("visibility" in ('private', 'public'));`);
    this.addSql(`alter table "wishlists" add constraint "wishlists_theme_color_check" check ("theme_color" in ('red', 'orange', 'amber', 'yellow', 'lime', 'green', 'emerald', 'teal', 'cyan', 'sky', 'blue', 'indigo', 'violet', 'purple', 'fuchsia', 'pink', 'brown', 'stone', 'slate'));`);
    this.addSql(`alter table "wishlists" add constraint "wishlists_status_check" check ("status" in ('draft', 'published', 'archived'));`);

    this.addSql(`alter table "wishlist_items" add constraint "wishlist_items_wishlist_id_foreign" foreign key ("wishlist_id") references "wishlists" ("id") on delete cascade;`);
    this.addSql(`alter table "wishlist_items" add constraint "wishlist_items_category_check" check ("category" in ('hygiene', 'bedroom', 'wakeup', 'meal', 'outings', 'clothing', 'other'));`);

    this.addSql(`alter table "reservations" add constraint "reservations_item_id_foreign" foreign key ("item_id") references "wishlist_items" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "wishlist_items" drop constraint "wishlist_items_wishlist_id_foreign";`);
    this.addSql(`alter table "reservations" drop constraint "reservations_item_id_foreign";`);

    this.addSql(`drop table if exists "wishlists" cascade;`);
    this.addSql(`drop table if exists "wishlist_items" cascade;`);
    this.addSql(`drop table if exists "reservations" cascade;`);

    this.addSql(`alter table "users" drop column "notify_by_email";`);
  }

}
