import { IsBoolean, IsDefined, IsEmail, IsEnum, IsIn, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { OptionalDateTime } from '../../../common/date-validation.js';
import { ThemeColor, Visibility } from '../../../common/enums.js';
import { IsDecimal, OptionalHttpUrl, OptionalText, PersonName, RequiredText } from '../../../common/validators.js';
import { COVER_FILES } from '../../../common/covers.js';
import { ItemCategory, WishlistStatus } from '../wishlist.enums.js';

/** Text limits, shared by the DTOs and the tests. */
export const WISHLIST_LIMITS = {
  title: 100,
  description: 2000,
  thankNote: 2000,
  itemTitle: 200,
  itemDescription: 2000,
  url: 2000,
  message: 500,
  maxPrice: 1_000_000,
  maxQuantity: 99,
  minPledge: 1,
} as const;

/** The item fields of docs/product.md#quantities-and-group-gifts, shared by the create and patch inputs. */
function Quantity(): PropertyDecorator {
  return (target, key) => {
    Field(() => Int, { nullable: true, description: '1 to 99 (default 1).' })(target, key);
    IsOptional()(target, key);
    IsInt()(target, key);
    Min(1)(target, key);
    Max(WISHLIST_LIMITS.maxQuantity)(target, key);
  };
}
function Flag(description: string): PropertyDecorator {
  return (target, key) => {
    Field(() => Boolean, { nullable: true, description })(target, key);
    IsOptional()(target, key);
    IsBoolean()(target, key);
  };
}

/** POST /wishlists. predictionId: one of the caller's own predictions, not yet linked to a list (WishlistService.create). */
@InputType()
export class WishlistCreateInput {
  @Field(() => ID, { nullable: true, description: "One of the caller's predictions, not yet linked to a wishlist; otherwise 422." })
  @IsOptional()
  @IsUUID('all')
  predictionId?: string | null;
  @Field() @RequiredText({ max: WISHLIST_LIMITS.title }) title: string;
  @Field(() => String, { nullable: true }) @OptionalText({ max: WISHLIST_LIMITS.description }) description?: string | null;
  @Field(() => Date, { nullable: true }) @OptionalDateTime() date?: string | Date | null;
}

/** PATCH /wishlists/{id}: only the fields given are validated and changed. */
@InputType()
export class WishlistPatchInput {
  @Field({ nullable: true }) @RequiredText({ max: WISHLIST_LIMITS.title }) title?: string;
  @Field(() => Date, { nullable: true }) @OptionalDateTime() date?: string | Date | null;
  @Field(() => String, { nullable: true }) @OptionalText({ max: WISHLIST_LIMITS.description }) description?: string | null;
  @Field(() => Visibility, { nullable: true }) @IsEnum(Visibility) visibility?: Visibility;
  @Field(() => ThemeColor, { nullable: true }) @IsEnum(ThemeColor) themeColor?: ThemeColor;
  @Field(() => String, { nullable: true, description: 'A cover file name such as baby_01.jpg; null removes it.' })
  @IsOptional()
  @IsIn(COVER_FILES)
  cover?: string | null;
  @Field(() => WishlistStatus, { nullable: true, description: 'Archive or unarchive (docs/product.md#visibility-and-sharing).' })
  @IsEnum(WishlistStatus)
  status?: WishlistStatus;
}

/** POST /wishlists/{id}/items. */
@InputType()
export class ItemInput {
  @Field() @RequiredText({ max: WISHLIST_LIMITS.itemTitle }) title: string;
  @Field(() => String, { nullable: true }) @OptionalHttpUrl({ max: WISHLIST_LIMITS.url }) url?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText({ max: WISHLIST_LIMITS.itemDescription }) description?: string | null;
  @Field(() => Float, { nullable: true, description: 'Euros, at least 0, two decimals at most.' })
  @IsOptional()
  @IsDecimal(2)
  @Min(0)
  @Max(WISHLIST_LIMITS.maxPrice)
  price?: number | null;
  @Field(() => String, { nullable: true }) @OptionalHttpUrl({ max: WISHLIST_LIMITS.url }) image?: string | null;
  @Field(() => ItemCategory, { nullable: true }) @IsOptional() @IsEnum(ItemCategory) category?: ItemCategory | null;
  @Quantity() quantity?: number | null;
  @Flag('Guests pledge amounts toward its price (it needs one).') groupGift?: boolean | null;
  @Flag('Shown first in its category.') mostWanted?: boolean | null;
}

/** PATCH /wishlists/{id}/items/{itemId}: only the fields given are validated and changed. */
@InputType()
export class ItemPatchInput {
  @Field(() => ItemCategory, { nullable: true }) @IsOptional() @IsEnum(ItemCategory) category?: ItemCategory | null;
  @Field(() => String, { nullable: true }) @OptionalText({ max: WISHLIST_LIMITS.itemDescription }) description?: string | null;
  @Field(() => String, { nullable: true }) @OptionalHttpUrl({ max: WISHLIST_LIMITS.url }) image?: string | null;
  @Field({ nullable: true }) @RequiredText({ max: WISHLIST_LIMITS.itemTitle }) title?: string;
  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsDecimal(2)
  @Min(0)
  @Max(WISHLIST_LIMITS.maxPrice)
  price?: number | null;
  @Quantity() quantity?: number | null;
  @Flag('Guests pledge amounts toward its price (it needs one).') groupGift?: boolean | null;
  @Flag('Shown first in its category.') mostWanted?: boolean | null;
  @Flag('The owner marks it arrived (true) or not (false).') received?: boolean | null;
  @Flag('The owner bought it: unavailable to guests.') boughtElsewhere?: boolean | null;
}

/** POST /wishlists/{id}/items/{itemId}/reserve: units of an item (default 1), or an amount pledged toward a group gift. */
@InputType()
export class ReserveInput {
  @Field() @PersonName() name: string;
  @Field() @RequiredText({ max: 254 }) @IsEmail() email: string;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() isAnonymous?: boolean | null;
  @Field(() => String, { nullable: true }) @OptionalText({ max: WISHLIST_LIMITS.message }) message?: string | null;
  @Quantity() quantity?: number | null;
  @Field(() => Float, { nullable: true, description: 'Euros pledged toward a group gift: at least 1, at most what is left.' })
  @IsOptional()
  @IsDecimal(2)
  @Min(WISHLIST_LIMITS.minPledge)
  @Max(WISHLIST_LIMITS.maxPrice)
  amount?: number | null;
}

/** PATCH /wishlists/{id}/items/{itemId}/reservations/{reservationId}: the owner thanked the guest (true) or not yet (false). */
@InputType()
export class ThanksInput {
  @Field() @IsDefined() @IsBoolean() thanked: boolean;
}

/** POST .../reservations/{reservationId}/thanks and POST /wishlists/{id}/thanks: the thank-you note mailed to the guest. */
@InputType()
export class ThankNoteInput {
  @Field({ description: 'The note, up to 2 000 characters; {name} is replaced by the guest’s name.' })
  @RequiredText({ max: WISHLIST_LIMITS.thankNote })
  message: string;
}
