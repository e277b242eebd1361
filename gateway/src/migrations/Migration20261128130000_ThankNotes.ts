import { Migration } from '@mikro-orm/migrations';

/**
 * Thank-you notes sent from Cigogne (docs/product.md#thank-you-notes): a reservation keeps its
 * guest's language, and the note mailed to the guest with when it was sent.
 */
export class Migration20261128130000_ThankNotes extends Migration {

  override name = 'Migration20261128130000_ThankNotes';

  override up(): void | Promise<void> {
    this.addSql(`alter table "reservations" add "language" varchar(2) null, add "thank_note" text null, add "thank_note_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "reservations" drop column "language", drop column "thank_note", drop column "thank_note_at";`);
  }

}
