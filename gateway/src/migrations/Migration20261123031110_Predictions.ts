import { Migration } from '@mikro-orm/migrations';

export class Migration20261123031110_Predictions extends Migration {

  override name = 'Migration20261123031110_Predictions';

  override up(): void | Promise<void> {
    this.addSql(`create table "predictions" ("id" uuid not null, "created_at" timestamptz not null, "owner_id" uuid not null, "first_name" varchar(50) not null, "gender" text not null, "visibility" text not null default 'private', "due_date" timestamptz not null, "theme_color" text not null default 'blue', "guess_birth_date" boolean not null default false, "guess_birth_time" boolean not null default false, "guess_birth_moment" boolean not null default false, "guess_weight" boolean not null default false, "guess_size" boolean not null default false, "guess_eye_color" boolean not null default false, "guess_hair_color" boolean not null default false, "reveal_gender" boolean not null default false, "reveal_first_name" boolean not null default false, "answer_count" int not null default 0, "born_at" timestamptz null, "born_time" varchar(5) null, "born_weight_grams" int null, "born_size_mm" int null, "born_gender" text null, "born_first_name" varchar(50) null, "born_eye_color" text null, "born_hair_color" text null, "timeline_id" uuid null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "predictions_owner_id_created_at_index" on "predictions" ("owner_id", "created_at");`);

    this.addSql(`create table "prediction_answers" ("id" uuid not null, "created_at" timestamptz not null, "prediction_id" uuid not null, "user_name" varchar(50) not null, "first_name" varchar(50) null, "gender" text not null, "birth_date" timestamptz null, "birth_time" varchar(5) null, "birth_moment" text null, "weight_grams" int null, "size_mm" int null, "eye_color" text null, "hair_color" text null, "is_gender_revealed" boolean not null default false, "is_first_name_revealed" boolean not null default false, primary key ("id"));`);
    this.addSql(`create index "prediction_answers_prediction_id_created_at_index" on "prediction_answers" ("prediction_id", "created_at");`);

    this.addSql(`alter table "wishlists" add "prediction_id" uuid null;`);
    this.addSql(`alter table "wishlists" add constraint "wishlists_prediction_id_foreign" foreign key ("prediction_id") references "predictions" ("id") on delete set null;`);
    this.addSql(`alter table "wishlists" add constraint "wishlists_prediction_id_unique" unique ("prediction_id");`);

    this.addSql(`alter table "predictions" add constraint "predictions_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "predictions" add constraint "predictions_timeline_id_foreign" foreign key ("timeline_id") references "timelines" ("id") on delete set null;`);
    this.addSql(`alter table "predictions" add constraint "predictions_gender_check" check ("gender" in ('boy', 'girl', 'surprise'));`);
    this.addSql(`alter table "predictions" add constraint "predictions_visibility_check" check ("visibility" in ('private', 'public'));`);
    this.addSql(`alter table "predictions" add constraint "predictions_theme_color_check" check ("theme_color" in ('red', 'orange', 'amber', 'yellow', 'lime', 'green', 'emerald', 'teal', 'cyan', 'sky', 'blue', 'indigo', 'violet', 'purple', 'fuchsia', 'pink', 'brown', 'stone', 'slate'));`);
    this.addSql(`alter table "predictions" add constraint "predictions_born_gender_check" check ("born_gender" in ('boy', 'girl', 'surprise'));`);
    this.addSql(`alter table "predictions" add constraint "predictions_born_eye_color_check" check ("born_eye_color" in ('blue', 'green', 'brown'));`);
    this.addSql(`alter table "predictions" add constraint "predictions_born_hair_color_check" check ("born_hair_color" in ('blonde', 'chestnut', 'brown', 'red'));`);

    this.addSql(`alter table "prediction_answers" add constraint "prediction_answers_prediction_id_foreign" foreign key ("prediction_id") references "predictions" ("id") on delete cascade;`);
    this.addSql(`alter table "prediction_answers" add constraint "prediction_answers_gender_check" check ("gender" in ('boy', 'girl', 'surprise'));`);
    this.addSql(`alter table "prediction_answers" add constraint "prediction_answers_birth_moment_check" check ("birth_moment" in ('morning', 'afternoon', 'evening', 'night'));`);
    this.addSql(`alter table "prediction_answers" add constraint "prediction_answers_eye_color_check" check ("eye_color" in ('blue', 'green', 'brown'));`);
    this.addSql(`alter table "prediction_answers" add constraint "prediction_answers_hair_color_check" check ("hair_color" in ('blonde', 'chestnut', 'brown', 'red'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "prediction_answers" drop constraint "prediction_answers_prediction_id_foreign";`);
    this.addSql(`alter table "wishlists" drop constraint "wishlists_prediction_id_foreign";`);

    this.addSql(`drop table if exists "predictions" cascade;`);
    this.addSql(`drop table if exists "prediction_answers" cascade;`);

    this.addSql(`alter table "wishlists" drop constraint "wishlists_prediction_id_unique";`);
    this.addSql(`alter table "wishlists" drop column "prediction_id";`);
  }

}
