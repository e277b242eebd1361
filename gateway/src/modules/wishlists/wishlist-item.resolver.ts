import { FieldResolver, Float, Int, Resolver, Root } from 'type-graphql';
import { PhotoView } from '../photos/index.js';
import { WishlistItem } from './wishlist-item.entity.js';
import { ReservedBy, WishlistReservation } from './wishlist.types.js';
import type { ItemView } from './wishlist.view.js';

/**
 * The computed and caller-dependent fields of an item, read from its view (wishlist.view.ts): every
 * item GraphQL answers is one, as REST answers it, so who reserved follows the same rules on both.
 */
@Resolver(() => WishlistItem)
export class ItemResolver {
  @FieldResolver(() => PhotoView, { nullable: true, description: 'The photo the owner uploaded (shown before `image`), or null.' })
  photo(@Root() item: ItemView): PhotoView | null {
    return item.photo;
  }

  @FieldResolver(() => Float, { nullable: true, description: 'Euros.' })
  price(@Root() item: ItemView): number | null {
    return item.price;
  }

  @FieldResolver(() => Boolean)
  hasUrl(@Root() item: ItemView): boolean {
    return !!item.url;
  }

  @FieldResolver(() => Int, { description: 'Units taken by guests (a group gift: 1 once fully funded).' })
  reservedQuantity(@Root() item: ItemView): number {
    return item.reservedQuantity;
  }

  @FieldResolver(() => Float, { description: 'Euros pledged toward a group gift (0 for any other item).' })
  fundedAmount(@Root() item: ItemView): number {
    return item.fundedAmount;
  }

  @FieldResolver(() => Boolean, { description: 'Every unit taken, fully funded, or bought by the owner: guests can take nothing more.' })
  isReserved(@Root() item: ItemView): boolean {
    return item.isReserved;
  }

  @FieldResolver(() => ReservedBy, {
    nullable: true,
    description: 'Once every unit is taken: the first reservation, its name and message for the owner only; null before.',
  })
  reservedBy(@Root() item: ItemView): ReservedBy | null {
    return item.reservedBy;
  }

  @FieldResolver(() => Date, { nullable: true, description: 'When its last unit was taken (or it was fully funded).' })
  reservedAt(@Root() item: ItemView): Date | null {
    return item.reservedAt;
  }

  @FieldResolver(() => Date, { nullable: true, description: 'The owner only: when it arrived (null for anyone else).' })
  receivedAt(@Root() item: ItemView): Date | null {
    return item.receivedAt;
  }

  @FieldResolver(() => [WishlistReservation], {
    nullable: true,
    description: 'The owner only: each reservation (name, message, units or amount, dates); null for anyone else.',
  })
  reservations(@Root() item: ItemView): WishlistReservation[] | null {
    return item.reservations ?? null;
  }
}
