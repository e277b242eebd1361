import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsDefined, IsIn, IsInt, Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { RequiredText } from '../../../common/validators.js';

/** The scopes a token may carry: `read` (queries) and `write` (mutations too). */
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** A new personal access token (docs/api.md#tokens): a name, one or both scopes, an expiry of 1 to 365 days. */
@InputType()
export class CreateApiTokenInput {
  @Field() @RequiredText({ max: 100 }) name: string;

  @Field(() => [String])
  @IsDefined({ message: 'validation.required' })
  @IsArray({ message: 'validation.oneOf' })
  @ArrayNotEmpty({ message: 'validation.required' })
  @ArrayMaxSize(API_TOKEN_SCOPES.length, { message: 'validation.oneOf' })
  @IsIn(API_TOKEN_SCOPES, { each: true })
  scopes: ApiTokenScope[];

  @Field(() => Int)
  @IsDefined({ message: 'validation.required' })
  @IsInt()
  @Min(1)
  @Max(365)
  expiresInDays: number;
}
