import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { EXPENSIVE_MUTATION_COMPLEXITY as EXPENSIVE } from '../../graphql/limits.js';
import { sentFields } from '../../common/patch.js';
import type { AuthService } from './auth.service.js';
import {
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  UpdateLanguageInput,
  UpdateMeInput,
  VerifyEmailInput,
} from './dto/auth.inputs.js';
import { AuthPayload } from './auth.types.js';
import { SessionInfo } from './session-info.type.js';
import { User } from './user.entity.js';
import type { UserView } from './user.view.js';

/** GraphQL face of AuthService: the same operations as /api/auth. */
@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Query(() => User, { description: 'The signed-in user (bearer token).' })
  me(@Ctx() ctx: GraphQLContext): UserView {
    return this.auth.current(ctx.currentUser);
  }

  @Query(() => [SessionInfo], { description: 'The signed-in user’s open sessions, the most recently seen first.' })
  mySessions(@Ctx() ctx: GraphQLContext): Promise<SessionInfo[]> {
    return this.auth.sessions.list(ctx.userId, ctx.sessionId);
  }

  // bcrypt and mail mutations weigh EXPENSIVE in the complexity limit: a few per operation at most
  @Mutation(() => User, { complexity: EXPENSIVE })
  register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: GraphQLContext): Promise<User> {
    return this.auth.register(input, ctx.ip);
  }

  @Mutation(() => AuthPayload, { complexity: EXPENSIVE })
  login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: GraphQLContext): Promise<AuthPayload> {
    return this.auth.login(input, { ip: ctx.ip, userAgent: ctx.userAgent });
  }

  @Mutation(() => Boolean, { description: 'Ends the session of the bearer token.' })
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await this.auth.sessions.end(ctx.userId, ctx.sessionId);
    return true;
  }

  @Mutation(() => AuthPayload, { description: 'Ends every other session; answers a new token for this one.', complexity: EXPENSIVE })
  changePassword(@Arg('input', () => ChangePasswordInput) input: ChangePasswordInput, @Ctx() ctx: GraphQLContext): Promise<AuthPayload> {
    return this.auth.passwords.changePassword(ctx.userId, ctx.sessionId, input, ctx.ip);
  }

  @Mutation(() => Int, { description: 'Ends every session of the signed-in user but this one; how many ended.' })
  endOtherSessions(@Ctx() ctx: GraphQLContext): Promise<number> {
    return this.auth.sessions.endOthersOf(ctx.userId, ctx.sessionId);
  }

  @Mutation(() => Boolean, { complexity: EXPENSIVE })
  async verifyEmail(@Arg('input', () => VerifyEmailInput) input: VerifyEmailInput): Promise<boolean> {
    await this.auth.verification.verify(input);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Mails the verification link again (a few an hour).', complexity: EXPENSIVE })
  async resendVerificationEmail(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await this.auth.verification.resend(ctx.userId);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Always true, whether or not the account exists.', complexity: EXPENSIVE })
  async forgotPassword(@Arg('input', () => ForgotPasswordInput) input: ForgotPasswordInput, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await this.auth.passwords.forgotPassword(input, ctx.ip);
    return true;
  }

  @Mutation(() => Boolean, { complexity: EXPENSIVE })
  async resetPassword(@Arg('input', () => ResetPasswordInput) input: ResetPasswordInput): Promise<boolean> {
    await this.auth.passwords.resetPassword(input);
    return true;
  }

  @Mutation(() => User)
  updateLanguage(@Arg('input', () => UpdateLanguageInput) input: UpdateLanguageInput, @Ctx() ctx: GraphQLContext): Promise<User> {
    return this.auth.updateLanguage(ctx.userId, input);
  }

  @Mutation(() => User, { description: 'Changes only the fields given (language, notifyByEmail, firstNameToGuests).' })
  updateMe(@Arg('input', () => UpdateMeInput) input: UpdateMeInput, @Ctx() ctx: GraphQLContext): Promise<User> {
    return this.auth.updateMe(ctx.userId, sentFields(input));
  }
}
