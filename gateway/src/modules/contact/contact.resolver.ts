import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ContactRequest } from './contact-request.entity.js';
import type { ContactService } from './contact.service.js';
import { ContactInput } from './dto/contact.inputs.js';

@Resolver()
export class ContactResolver {
  constructor(private readonly contact: ContactService) {}

  @Mutation(() => ContactRequest, { description: 'One message a day until it is answered (contactLimitReached).' })
  sendContact(@Arg('input', () => ContactInput) input: ContactInput, @Ctx() ctx: GraphQLContext): Promise<ContactRequest> {
    return this.contact.send(ctx.userId, input);
  }
}
