import { Migration } from '@mikro-orm/migrations';

export class Migration20261126214704_ApiCostBuckets extends Migration {

  override name = 'Migration20261126214704_ApiCostBuckets';

  override up(): void | Promise<void> {
    this.addSql(`create table "api_cost_buckets" ("key" varchar(300) not null, "available" double precision not null, "updated_at" timestamptz not null, primary key ("key"));`);
    this.addSql(`create index "api_cost_buckets_updated_at_index" on "api_cost_buckets" ("updated_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_cost_buckets" cascade;`);
  }

}
