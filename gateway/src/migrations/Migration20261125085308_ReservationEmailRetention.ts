import { Migration } from '@mikro-orm/migrations';

export class Migration20261125085308_ReservationEmailRetention extends Migration {
  override name = 'Migration20261125085308_ReservationEmailRetention';

  override up(): void | Promise<void> {
    this.addSql(`alter table "reservations" alter column "email" drop not null;`);
  }

  override down(): void | Promise<void> {
    // a purged address cannot come back: an empty one keeps the constraint satisfiable
    this.addSql(`update "reservations" set "email" = '' where "email" is null;`);
    this.addSql(`alter table "reservations" alter column "email" set not null;`);
  }
}
