import { Field, ID, ObjectType } from 'type-graphql';

/** A personal access token as listed: never its secret nor its hash. */
@ObjectType('ApiToken')
export class ApiTokenInfo {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field(() => [String], { description: '`read` (queries), `write` (mutations too).' }) scopes: string[];
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'Updated at most once a minute.' }) lastUsedAt: Date | null;
  @Field() expiresAt: Date;
}

/** A token just minted: its secret is shown this once. */
@ObjectType()
export class CreatedApiToken extends ApiTokenInfo {
  @Field({ description: 'The secret (`cg_pat_...`), shown only in this answer.' }) token: string;
}
