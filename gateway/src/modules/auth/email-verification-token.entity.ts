import { Entity } from '@mikro-orm/decorators/legacy';
import { SingleUseToken } from './single-use-token.js';

/** A verification link's token (see SingleUseToken). */
@Entity({ tableName: 'email_verification_tokens' })
export class EmailVerificationToken extends SingleUseToken {}
