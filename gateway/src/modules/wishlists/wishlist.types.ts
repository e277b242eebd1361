import type { Cover } from '../../common/covers.js';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

/** Who reserved an item, as the caller may see it (WishlistItemService.reservedBy): empty for visitors. */
@ObjectType()
export class ReservedBy {
  @Field(() => String, { nullable: true, description: 'Shown to the owner only, and not when anonymous.' }) name: string | null;
  @Field(() => String, { nullable: true, description: 'Shown to the owner only.' }) message: string | null;
  @Field() isAnonymous: boolean;
}

/** One reservation of an item, for the owner only (docs/product.md#quantities-and-group-gifts): units taken or euros pledged. */
@ObjectType()
export class WishlistReservation {
  @Field(() => ID) id: string;
  @Field(() => String, { nullable: true, description: 'Null when the guest chose anonymity.' }) name: string | null;
  @Field(() => String, { nullable: true }) message: string | null;
  @Field() isAnonymous: boolean;
  @Field(() => Int, { nullable: true, description: 'Units taken; null for a pledge.' }) quantity: number | null;
  @Field(() => Float, { nullable: true, description: 'Euros pledged toward a group gift; null for units.' }) amount: number | null;
  @Field() reservedAt: Date;
  @Field(() => Date, { nullable: true, description: 'When the owner thanked the guest; null until then.' }) thankedAt: Date | null;
  @Field({ description: "The guest's language (fr or en): a thank-you note's prefill." }) language: string;
  @Field({ description: "Whether a thank-you note can still be mailed: the guest's e-mail is kept (never the address)." })
  emailKept: boolean;
  @Field(() => Date, { nullable: true, description: 'When a thank-you note was mailed from Cigogne; null when none was.' })
  thankNoteAt: Date | null;
}

/** What "thank everyone" queued: one note per guest not yet thanked whose e-mail is kept. */
@ObjectType()
export class ThankNotesQueued {
  @Field(() => Int, { description: 'Notes queued, one per guest.' }) queued: number;
}

/** The prediction a list was created from, as its owner sees it (the first name is read-only there). */
@ObjectType()
export class WishlistPrediction {
  @Field(() => ID) id: string;
  @Field({ description: "The baby's first name." }) firstName: string;
}

@ObjectType()
export class PriceBandStat {
  @Field({ description: 'veryCheap, cheap, medium, expensive, veryExpensive or ultraExpensive (docs/product.md#wishlist-statistics).' })
  band: string;
  @Field(() => Int) available: number;
  @Field(() => Int) reserved: number;
}

@ObjectType()
export class Titled {
  @Field() title: string;
}

/** What the guest's cancel link shows: item and wishlist titles. */
@ObjectType()
export class ReservationLookup {
  @Field(() => Titled) item: Titled;
  @Field(() => Titled) wishlist: Titled;
}

/** A cover a wishlist may use (common/covers.ts), with where its image and thumbnail are served. */
@ObjectType()
export class WishlistCover {
  @Field({ description: 'The file name a wishlist stores as its cover, such as baby_01.jpg.' }) file: string;
  @Field({ description: 'landscape, animals, flowers, baby, bedroom, art or other (docs/product.md#covers).' }) category: string;
  @Field({ description: 'white or dark: the colour of the title written over the cover.' }) titleColor: string;
  @Field({ description: 'The image, served with immutable caching.' }) url: string;
  @Field({ description: 'Its thumbnail, for the cover picker.' }) thumbnailUrl: string;
}

export function toWishlistCover(cover: Cover): WishlistCover {
  const file = `${cover.name}.jpg`;
  return { file, category: cover.category, titleColor: cover.titleColor, url: `/covers/${file}`, thumbnailUrl: `/covers/thumbs/${file}` };
}
