import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 20 (docs/product.md#quantities-and-group-gifts): items have a quantity, may be group gifts,
 * most wanted, bought by the owner or received; an item takes many reservations (units or pledges),
 * each thanked or not. A reservation made before took the one unit of its item (the default 1).
 */
export class Migration20261126182815_QuantitiesGroupGiftsThanks extends Migration {

  override name = 'Migration20261126182815_QuantitiesGroupGiftsThanks';

  override up(): void | Promise<void> {
    this.addSql(`alter table "wishlist_items" add "quantity" smallint not null default 1, add "group_gift" boolean not null default false, add "most_wanted" boolean not null default false, add "bought_elsewhere" boolean not null default false, add "received_at" timestamptz null;`);

    this.addSql(`alter table "reservations" drop constraint "reservations_item_id_unique";`);
    this.addSql(`alter table "reservations" add "quantity" smallint null default 1, add "amount_cents" int null, add "thanked_at" timestamptz null;`);
    this.addSql(`create index "reservations_item_id_created_at_index" on "reservations" ("item_id", "created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "reservations_item_id_created_at_index";`);
    this.addSql(`alter table "reservations" drop column "quantity", drop column "amount_cents", drop column "thanked_at";`);
    this.addSql(`alter table "reservations" add constraint "reservations_item_id_unique" unique ("item_id");`);

    this.addSql(`alter table "wishlist_items" drop column "quantity", drop column "group_gift", drop column "most_wanted", drop column "bought_elsewhere", drop column "received_at";`);
  }

}
