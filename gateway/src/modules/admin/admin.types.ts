import { GraphQLJSON } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, type ClassType } from 'type-graphql';
import { ContactAction } from '../contact/index.js';
import { ContactRequest } from '../contact/index.js';

/** A page of `Item`: page from 1, pageSize, and the total of the whole (filtered) list. */
export function PageOf<Item extends object>(Item: ClassType<Item>, name: string) {
  @ObjectType(name)
  abstract class PageClass {
    @Field(() => [Item]) items: Item[];
    @Field(() => Int) page: number;
    @Field(() => Int) pageSize: number;
    @Field(() => Int) total: number;
  }
  return PageClass;
}

@ObjectType()
export class AdminUser {
  @Field(() => ID) id: string;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() email: string;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'Null for a user who never logged in.' }) lastLoginAt: Date | null;
}

@ObjectType()
export class AdminUserPage extends PageOf(AdminUser, 'AdminUserPage') {}

@ObjectType()
export class AdminWishlist {
  @Field(() => ID) id: string;
  @Field() title: string;
  @Field() visibility: string;
  @Field(() => Int) itemCount: number;
  @Field(() => Int, { description: 'Items with nothing left to take (every unit taken, fully funded, or bought).' }) reservedCount: number;
  @Field(() => Int, { description: 'Units the items offer (a group gift is one).' }) unitCount: number;
  @Field(() => Int, { description: 'Units taken (a group gift once fully funded; every unit of a bought item).' }) reservedUnits: number;
  @Field(() => Int, { description: 'Pledges toward group gifts, funded or not.' }) pledgeCount: number;
  @Field({ description: "The owner's e-mail (co-owners are not listed)." }) ownerEmail: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
}

@ObjectType()
export class AdminWishlistPage extends PageOf(AdminWishlist, 'AdminWishlistPage') {}

@ObjectType()
export class AdminPrediction {
  @Field(() => ID) id: string;
  @Field({ description: "The baby's first name (operators see it; guests never do)." }) firstName: string;
  @Field() visibility: string;
  @Field(() => Int) answerCount: number;
  @Field({ description: "The owner's e-mail." }) ownerEmail: string;
  @Field(() => Int, { description: 'How many co-owners share it (docs/product.md#co-owners).' }) coOwnerCount: number;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
}

@ObjectType()
export class AdminPredictionPage extends PageOf(AdminPrediction, 'AdminPredictionPage') {}

@ObjectType()
export class ErrorDetails {
  @Field() message: string;
  @Field(() => String, { nullable: true }) stack?: string;
}

@ObjectType()
export class ErrorReferrer {
  @Field(() => String, { nullable: true }) url?: string;
}

@ObjectType()
export class ErrorAgentPart {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) version?: string;
}

@ObjectType()
export class ErrorDevice {
  @Field(() => String, { nullable: true }) type?: string;
  @Field(() => String, { nullable: true }) vendor?: string;
  @Field(() => String, { nullable: true }) model?: string;
}

@ObjectType()
export class AdminErrorLog {
  @Field(() => ID) id: string;
  @Field() url: string;
  @Field() method: string;
  @Field(() => Int) status: number;
  @Field() version: string;
  @Field(() => ErrorDetails) error: ErrorDetails;
  @Field(() => GraphQLJSON, { nullable: true, description: 'The body the client got.' }) errorResponse: unknown;
  @Field() date: Date;
  @Field(() => String, { nullable: true }) userId: string | null;
  @Field(() => String, { nullable: true }) ip: string | null;
  @Field(() => ErrorReferrer) referrer: ErrorReferrer;
  @Field(() => ErrorAgentPart) os: ErrorAgentPart;
  @Field(() => ErrorDevice) device: ErrorDevice;
  @Field(() => ErrorAgentPart) browser: ErrorAgentPart;
  @Field(() => String, { nullable: true }) userAgent: string | null;
}

@ObjectType()
export class AdminErrorLogPage extends PageOf(AdminErrorLog, 'AdminErrorLogPage') {
  @Field(() => [Int], { description: 'Every status seen, ascending: the filter buttons.' }) statuses: number[];
}

@ObjectType()
export class AdminContactPage extends PageOf(ContactRequest, 'AdminContactPage') {}

@ObjectType()
export class AdminContactDetail {
  @Field(() => ContactRequest) request: ContactRequest;
  @Field(() => [ContactAction], { description: 'What operators did, oldest first.' }) actions: ContactAction[];
}
