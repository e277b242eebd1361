import { Field, ID, Int, ObjectType } from 'type-graphql';

/** Who reserved an item, as the caller may see it (WishlistService.reservedBy): empty for visitors. */
@ObjectType()
export class ReservedBy {
  @Field(() => String, { nullable: true, description: 'Shown to the owner only, and not when anonymous.' }) name: string | null;
  @Field(() => String, { nullable: true, description: 'Shown to the owner only.' }) message: string | null;
  @Field() isAnonymous: boolean;
}

/** The prediction a list was created from, as its owner sees it (the first name is read-only there). */
@ObjectType()
export class WishlistPrediction {
  @Field(() => ID) id: string;
  @Field({ description: "The baby's first name." }) firstName: string;
}

@ObjectType()
export class PriceBandStat {
  @Field({ description: 'veryCheap, cheap, medium, expensive, veryExpensive or ultraExpensive (SPEC section 9).' }) band: string;
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
