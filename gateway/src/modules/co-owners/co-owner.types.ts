import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { PageKind } from '../../common/page-kind.js';

export enum CoParentStatus {
  pending = 'pending',
  accepted = 'accepted',
}
registerEnumType(CoParentStatus, { name: 'CoParentStatus' });

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
  @Field(() => PageKind, { nullable: true, description: 'The page kind; null for a co-parent invitation (all the inviter’s pages).' })
  kind: PageKind | null;
  @Field(() => String, { nullable: true, description: 'The page title; null for a prediction (its first name is a secret).' })
  pageTitle: string | null;
  @Field() inviterFirstName: string;
}

/** The page an accepted invitation opens; none for a co-parent invitation (the dashboard shows them all). */
@ObjectType()
export class AcceptedInvitation {
  @Field(() => PageKind, { nullable: true }) kind: PageKind | null;
  @Field(() => ID, { nullable: true }) pageId: string | null;
}

/** An owner's co-parent, accepted (`user` set) or invited (`expiresAt` set), as the owner sees it. */
@ObjectType()
export class CoParentView {
  @Field(() => ID, { description: 'The co-parent row, or the pending invitation: what DELETE /co-parents/{id} removes.' }) id: string;
  @Field() email: string;
  @Field(() => String, { nullable: true }) firstName: string | null;
  @Field(() => String, { nullable: true }) lastName: string | null;
  @Field(() => CoParentStatus) status: CoParentStatus;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'When a pending invitation expires.' }) expiresAt: Date | null;
}
