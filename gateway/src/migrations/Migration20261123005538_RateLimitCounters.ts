import { Migration } from '@mikro-orm/migrations';

export class Migration20261123005538_RateLimitCounters extends Migration {

  override name = 'Migration20261123005538_RateLimitCounters';

  override up(): void | Promise<void> {
    this.addSql(`create table "rate_limit_counters" ("key" varchar(300) not null, "count" int not null, "expires_at" timestamptz not null, primary key ("key"));`);

    this.addSql(`drop table if exists "login_attempts" cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create table "login_attempts" ("count" int not null, "key" varchar(300) not null, "window_start" timestamptz(6) not null, primary key ("key"));`);

    this.addSql(`drop table if exists "rate_limit_counters" cascade;`);
  }

}
