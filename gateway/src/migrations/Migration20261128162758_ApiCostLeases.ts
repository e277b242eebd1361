import { Migration } from '@mikro-orm/migrations';

export class Migration20261128162758_ApiCostLeases extends Migration {

  override name = 'Migration20261128162758_ApiCostLeases';

  override up(): void | Promise<void> {
    this.addSql(`alter table "api_cost_buckets" add "leased" double precision not null default 0, add "leased_until" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "api_cost_buckets" drop column "leased", drop column "leased_until";`);
  }

}
