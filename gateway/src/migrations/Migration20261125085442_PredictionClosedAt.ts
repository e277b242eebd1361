import { Migration } from '@mikro-orm/migrations';

export class Migration20261125085442_PredictionClosedAt extends Migration {

  override name = 'Migration20261125085442_PredictionClosedAt';

  override up(): void | Promise<void> {
    this.addSql(`alter table "predictions" add "closed_at" timestamptz null;`);
    // a birth recorded before this migration closes its answers too
    this.addSql(`update "predictions" set "closed_at" = "updated_at" where "born_at" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "predictions" drop column "closed_at";`);
  }

}
