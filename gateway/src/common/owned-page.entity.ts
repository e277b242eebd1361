import type { EntityClass } from '@mikro-orm/core';
import { Enum, Formula, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from './base.entity.js';
import { ThemeColor, Visibility } from './enums.js';
import { coOwnerIdsSql } from './ownership.js';

/**
 * The base of every page entity (a wishlist, a prediction, a timeline): what the ownership rule
 * (common/ownership.ts) reads, its owner and co-owners, and what every page has, who may see it,
 * its colour and when it last changed. A function of the owner's entity because common/ imports
 * no module: `class Wishlist extends OwnedPage(() => User)<'cover'>`.
 */
export function OwnedPage<Owner extends object>(ownerEntity: () => EntityClass<Owner>) {
  @ObjectType()
  abstract class Page<Optional extends string = never> extends BaseEntity<'visibility' | 'themeColor' | 'updatedAt' | Optional> {
    // never exposed: visitors of a public page must not learn who owns it
    @ManyToOne(ownerEntity, { deleteRule: 'cascade' })
    owner: Owner;

    // read with the row, so the ownership rule (isOwner) knows its co-owners without another query
    @Formula((cols) => coOwnerIdsSql(`${cols}.id`), { lazy: false })
    coOwnerIds?: string[];

    @Field(() => Visibility)
    @Enum({ items: () => Visibility, default: Visibility.private })
    visibility: Visibility = Visibility.private;

    @Field(() => ThemeColor)
    @Enum({ items: () => ThemeColor, default: ThemeColor.blue })
    themeColor: ThemeColor = ThemeColor.blue;

    @Field()
    @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
    updatedAt: Date = new Date();
  }
  return Page;
}
