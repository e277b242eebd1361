import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { EXPENSIVE_MUTATION_COMPLEXITY as EXPENSIVE } from '../../graphql/limits.js';
import { AuthPayload } from '../auth/index.js';
import { PasskeyAuthenticationInput, PasskeyRegistrationInput } from './dto/passkeys.inputs.js';
import { PasskeyInfo } from './passkey.type.js';
import type { PasskeysService } from './passkeys.service.js';

/** GraphQL face of PasskeysService: the same operations as /api/auth/passkeys. */
@Resolver()
export class PasskeysResolver {
  constructor(private readonly service: PasskeysService) {}

  @Query(() => [PasskeyInfo], { description: 'The signed-in account’s passkeys, the oldest first.' })
  passkeys(@Ctx() ctx: GraphQLContext): Promise<PasskeyInfo[]> {
    return this.service.list(ctx.userId);
  }

  @Mutation(() => GraphQLJSONObject, {
    description: 'PublicKeyCredentialCreationOptionsJSON for navigator.credentials.create (startRegistration).',
  })
  passkeyRegistrationOptions(@Ctx() ctx: GraphQLContext): Promise<object> {
    return this.service.registrationOptions(ctx.userId);
  }

  @Mutation(() => PasskeyInfo, { description: 'Keeps the passkey the browser created for the options above.', complexity: EXPENSIVE })
  registerPasskey(
    @Arg('input', () => PasskeyRegistrationInput) input: PasskeyRegistrationInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PasskeyInfo> {
    return this.service.register(ctx.userId, { ...input });
  }

  @Mutation(() => GraphQLJSONObject, {
    description: 'PublicKeyCredentialRequestOptionsJSON for navigator.credentials.get (startAuthentication): no e-mail needed.',
  })
  passkeyAuthenticationOptions(@Ctx() ctx: GraphQLContext): Promise<object> {
    return this.service.authenticationOptions(ctx.ip);
  }

  @Mutation(() => AuthPayload, { description: 'Signs in with a passkey: a session, as `login` opens one.', complexity: EXPENSIVE })
  passkeyLogin(
    @Arg('input', () => PasskeyAuthenticationInput) input: PasskeyAuthenticationInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AuthPayload> {
    return this.service.authenticate({ ...input }, { ip: ctx.ip, userAgent: ctx.userAgent });
  }

  @Mutation(() => Boolean, { description: 'Removes a passkey; the last one of an account without a password stays.' })
  async removePasskey(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await this.service.remove(ctx.userId, id);
    return true;
  }
}
