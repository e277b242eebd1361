import { Migration } from '@mikro-orm/migrations';

/**
 * Live streams end with their session or token (common/live/): every row deleted from `sessions`
 * (logout, another device ending it, a password change or reset, the account's erasure) or from
 * `api_tokens` (revoked, erased) notifies the channel `credential_ends` with `<table>:<id>`, nothing
 * else. PostgreSQL delivers it when the deleting transaction commits, to every replica listening.
 */
export class Migration20261128133000_CredentialEndNotify extends Migration {

  override name = 'Migration20261128133000_CredentialEndNotify';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function "notify_credential_end"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('credential_ends', TG_TABLE_NAME || ':' || OLD."id");
        return null;
      end
    $$;`);
    this.addSql(`create trigger "sessions_notify_end" after delete on "sessions" for each row execute function "notify_credential_end"();`);
    this.addSql(`create trigger "api_tokens_notify_end" after delete on "api_tokens" for each row execute function "notify_credential_end"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "api_tokens_notify_end" on "api_tokens";`);
    this.addSql(`drop trigger if exists "sessions_notify_end" on "sessions";`);
    this.addSql(`drop function if exists "notify_credential_end"();`);
  }

}
