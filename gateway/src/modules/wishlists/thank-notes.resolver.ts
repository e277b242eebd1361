import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { MAIL_MUTATION_COMPLEXITY } from '../../graphql/limits.js';
import { sentFields } from '../../common/patch.js';
import { ThankNoteInput } from './dto/wishlist.inputs.js';
import type { ThankNoteService } from './thank-notes.service.js';
import { ThankNotesQueued, WishlistReservation } from './wishlist.types.js';

/** GraphQL face of the thank-you notes: the same operations as POST .../thanks. */
@Resolver()
export class ThankNoteResolver {
  constructor(private readonly notes: ThankNoteService) {}

  @Mutation(() => WishlistReservation, {
    description:
      'Mails the guest a thank-you note and marks them thanked (owner, co-owners); alreadyThanked or guestEmailNotKept otherwise.',
    complexity: MAIL_MUTATION_COMPLEXITY,
  })
  sendThankNote(
    @Arg('wishlistId', () => ID) wishlistId: string,
    @Arg('itemId', () => ID) itemId: string,
    @Arg('reservationId', () => ID) reservationId: string,
    @Arg('input', () => ThankNoteInput) input: ThankNoteInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WishlistReservation> {
    return this.notes.thankOne(ctx.userId, wishlistId, itemId, reservationId, sentFields(input));
  }

  @Mutation(() => ThankNotesQueued, {
    description: 'Queues a thank-you note to each guest not yet thanked whose e-mail is kept, {name} replaced by their name.',
    complexity: MAIL_MUTATION_COMPLEXITY,
  })
  thankEveryone(
    @Arg('wishlistId', () => ID) wishlistId: string,
    @Arg('input', () => ThankNoteInput) input: ThankNoteInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ThankNotesQueued> {
    return this.notes.thankAll(ctx.userId, wishlistId, sentFields(input));
  }
}
