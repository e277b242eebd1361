import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType({ description: 'What a product page says about its product; null where it does not say.' })
export class ProductDetails {
  @Field(() => String, { nullable: true }) title: string | null;
  @Field(() => Float, { nullable: true, description: 'Euros.' }) price: number | null;
  @Field(() => String, { nullable: true, description: 'An absolute http(s) URL.' }) image: string | null;
}
