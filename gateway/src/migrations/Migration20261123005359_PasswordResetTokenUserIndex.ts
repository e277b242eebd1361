import { Migration } from '@mikro-orm/migrations';

export class Migration20261123005359_PasswordResetTokenUserIndex extends Migration {

  override name = 'Migration20261123005359_PasswordResetTokenUserIndex';

  override up(): void | Promise<void> {
    this.addSql(`create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "password_reset_tokens_user_id_index";`);
  }

}
