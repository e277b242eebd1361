import { IsBoolean, IsDefined, IsEmail, IsEnum, IsString, Matches, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Required, Trim } from '../../../common/validation.js';
import { PersonName } from '../../../common/validators.js';
import { FirstNameToGuests, Language } from '../user.entity.js';

/** bcrypt reads the first 72 bytes only: two passwords differing after byte 72 would be one. */
export const PASSWORD_MAX_BYTES = 72;

/** A string of at most `max` UTF-8 bytes ("é" is two): what bcrypt actually reads. */
function MaxBytes(max: number, message: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxBytes',
      validator: { validate: (value: unknown) => typeof value !== 'string' || Buffer.byteLength(value, 'utf8') <= max },
      constraints: [max],
    },
    { message },
  );
}

/** docs/product.md#accounts-and-sessions: at least 8 characters with an uppercase letter, a lowercase letter and a number. */
function StrongPassword(): PropertyDecorator {
  return (target, key) => {
    IsDefined({ message: 'validation.required' })(target, key);
    IsString()(target, key);
    MinLength(8, { message: 'validation.passwordTooShort' })(target, key);
    MaxBytes(PASSWORD_MAX_BYTES, 'validation.passwordTooLong')(target, key);
    Matches(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, { message: 'validation.passwordStrength' })(target, key);
  };
}

export function Email(): PropertyDecorator {
  return (target, key) => {
    Trim()(target, key);
    IsDefined({ message: 'validation.required' })(target, key);
    IsString()(target, key);
    Required()(target, key);
    MaxLength(254)(target, key);
    IsEmail({}, { message: 'validation.email' })(target, key);
  };
}

@InputType()
export class RegisterInput {
  @Field() @Email() email: string;
  @Field() @StrongPassword() password: string;
  @Field() @PersonName() firstName: string;
  @Field() @PersonName() lastName: string;
}

@InputType()
export class LoginInput {
  @Field() @Email() email: string;
  // no strength rule here: a wrong password is invalidCredentials, not a form error
  @Field() @IsDefined({ message: 'validation.required' }) @IsString() @Required() @MaxLength(200) password: string;
}

@InputType()
export class ForgotPasswordInput {
  @Field() @Email() email: string;
}

@InputType()
export class ResetPasswordInput {
  @Field() @StrongPassword() password: string;
  @Field() @IsDefined({ message: 'validation.required' }) @IsString() @Required() @MaxLength(200) token: string;
}

@InputType()
export class ChangePasswordInput {
  // checked against the stored hash, not against the rules of a new password
  @Field() @IsDefined({ message: 'validation.required' }) @IsString() @Required() @MaxLength(200) currentPassword: string;
  @Field() @StrongPassword() password: string;
}

@InputType()
export class VerifyEmailInput {
  @Field() @IsDefined({ message: 'validation.required' }) @IsString() @Required() @MaxLength(200) token: string;
}

@InputType()
export class UpdateLanguageInput {
  @Field(() => Language) @IsDefined({ message: 'validation.required' }) @IsEnum(Language) language: Language;
}

/** PATCH /auth/me and updateMe: only the fields given are validated and changed. */
@InputType()
export class UpdateMeInput {
  @Field(() => Language, { nullable: true }) @IsEnum(Language) language?: Language;
  @Field(() => Boolean, { nullable: true, description: 'Mails about reservations of my wishlist items.' })
  @IsBoolean()
  notifyByEmail?: boolean;
  @Field(() => FirstNameToGuests, { nullable: true, description: 'Where guest pages name me as a parent.' })
  @IsEnum(FirstNameToGuests)
  firstNameToGuests?: FirstNameToGuests;
}
