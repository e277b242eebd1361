import { Entity, Enum, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';

export enum Language {
  fr = 'fr',
  en = 'en',
}
registerEnumType(Language, { name: 'Language' });

/**
 * Where guests read the user's first name as a parent of the baby (docs/product.md#pages-open-to-guests):
 * on the pages they own (the default: the owner published the page), on those they co-own too (a
 * co-owner opts in), or nowhere.
 */
export enum FirstNameToGuests {
  ownPages = 'ownPages',
  everyPage = 'everyPage',
  never = 'never',
}
registerEnumType(FirstNameToGuests, { name: 'FirstNameToGuests' });

// plain properties, no field middleware: graphql-js's default resolver reads them (no type-graphql
// wrapper per field and row); type-graphql's option, and it does not apply to field resolvers
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: 'users' })
export class User extends BaseEntity<'isAdmin' | 'adminByList' | 'emailVerified' | 'language' | 'notifyByEmail' | 'firstNameToGuests'> {
  @Field()
  @Property({ length: 50 })
  firstName: string;

  @Field()
  @Property({ length: 50 })
  lastName: string;

  @Field()
  @Property({ length: 254, unique: true })
  email: string;

  @Property({ hidden: true, lazy: false })
  passwordHash: string;

  @Field()
  @Property({ default: false })
  isAdmin: boolean = false;

  /**
   * The admin flag came from ADMIN_EMAILS (granted once the address was verified), not from
   * `npm run user:admin`: it is withdrawn when the address leaves the list (AdminListService).
   */
  @Property({ default: false, hidden: true })
  adminByList: boolean = false;

  @Field({ description: 'The owner of the address followed the link mailed to it.' })
  @Property({ default: false })
  emailVerified: boolean = false;

  @Field(() => Language)
  @Enum({ items: () => Language, default: Language.fr })
  language: Language = Language.fr;

  @Field({ nullable: true })
  @Property({ type: 'datetime', nullable: true })
  lastLoginAt?: Date;

  @Field({
    description:
      'Mail the user when one of their wishlist items is reserved or a reservation is cancelled, and when a guest answers one of their predictions.',
  })
  @Property({ default: true })
  notifyByEmail: boolean = true;

  @Field(() => FirstNameToGuests, {
    description: 'Where guest pages name the user as a parent: the pages they own (default), those they co-own too, or none.',
  })
  @Enum({ items: () => FirstNameToGuests, default: FirstNameToGuests.ownPages })
  firstNameToGuests: FirstNameToGuests = FirstNameToGuests.ownPages;
}
