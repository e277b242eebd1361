import { Entity } from '@mikro-orm/decorators/legacy';
import { SingleUseToken } from './single-use-token.js';

/** A reset link's token (see SingleUseToken). */
@Entity({ tableName: 'password_reset_tokens' })
export class PasswordResetToken extends SingleUseToken {}
