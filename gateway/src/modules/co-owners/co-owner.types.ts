import { Field, ID, ObjectType } from 'type-graphql';
import { PageKind } from '../../common/page-kind.js';

/** A co-owner as the page's owner sees them (`id` is the user's id). */
@ObjectType()
export class CoOwner {
  @Field(() => ID) id: string;
  @Field() email: string;
  @Field() firstName: string;
  @Field() lastName: string;
}

/** An invitation not yet accepted nor expired, as the page's owner sees it. */
@ObjectType()
export class PendingInvitation {
  @Field(() => ID) id: string;
  @Field() email: string;
  @Field() createdAt: Date;
  @Field() expiresAt: Date;
}

/** What the invitation screen shows before accepting: nothing else of the page or the inviter. */
@ObjectType()
export class InvitationPreview {
  @Field(() => PageKind) kind: PageKind;
  @Field(() => String, { nullable: true, description: 'The page title; null for a prediction (its first name is a secret).' })
  pageTitle: string | null;
  @Field() inviterFirstName: string;
}

/** The page an accepted invitation opens. */
@ObjectType()
export class AcceptedInvitation {
  @Field(() => PageKind) kind: PageKind;
  @Field(() => ID) pageId: string;
}
