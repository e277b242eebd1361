import { IsDefined, IsEnum, IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { PastDateTime } from '../../../common/date-validation.js';
import { ThemeColor, Visibility } from '../../../common/enums.js';
import { OptionalText, PersonName, RequiredText } from '../../../common/validators.js';

/** POST and PUT /timelines (PUT replaces every field: an absent themeColor goes back to blue). */
@InputType()
export class TimelineInput {
  @Field() @RequiredText({ max: 100 }) title: string;
  @Field() @PersonName() firstName: string;
  // REST sends an ISO 8601 string, GraphQL a Date already parsed by DateTimeISO
  @Field(() => Date) @PastDateTime() birthDate: string | Date;
  @Field(() => ThemeColor, { nullable: true, description: 'Default blue.' })
  @IsOptional()
  @IsEnum(ThemeColor)
  themeColor?: ThemeColor | null;
  @Field(() => Visibility) @IsDefined({ message: 'validation.required' }) @IsEnum(Visibility) visibility: Visibility;
}

/** POST and PUT /timelines/{id}/events. */
@InputType()
export class TimelineEventInput {
  @Field() @RequiredText({ max: 100 }) title: string;
  @Field(() => Date) @PastDateTime() date: string | Date;
  @Field(() => String, { nullable: true }) @OptionalText({ max: 2000 }) description?: string | null;
  @Field(() => String, { nullable: true, description: 'A free label (at most 30 characters), such as "health" or "first".' })
  @OptionalText({ max: 30 })
  type?: string | null;
}
