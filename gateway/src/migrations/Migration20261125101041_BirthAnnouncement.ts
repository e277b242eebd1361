import { Migration } from '@mikro-orm/migrations';

export class Migration20261125101041_BirthAnnouncement extends Migration {

  override name = 'Migration20261125101041_BirthAnnouncement';

  override up(): void | Promise<void> {
    this.addSql(`alter table "predictions" add "announced_at" timestamptz null;`);

    this.addSql(`alter table "prediction_answers" add "email" varchar(254) null, add "language" text not null default 'fr';`);
    this.addSql(`alter table "prediction_answers" add constraint "prediction_answers_language_check" check ("language" in ('fr', 'en'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "prediction_answers" drop constraint "prediction_answers_language_check";`);
    this.addSql(`alter table "prediction_answers" drop column "email", drop column "language";`);

    this.addSql(`alter table "predictions" drop column "announced_at";`);
  }

}
