import { IsDefined, IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { PastDateTime } from '../../../common/date-validation.js';
import { ThemeColor, Visibility } from '../../../common/enums.js';
import { Required, Trim } from '../../../common/validation.js';

/** A required single-line text: trimmed, non-blank, at most `max` characters. */
function RequiredText(max: number): PropertyDecorator {
  return (target, key) => {
    Trim()(target, key);
    IsDefined({ message: 'validation.required' })(target, key);
    IsString()(target, key);
    Required()(target, key);
    MaxLength(max)(target, key);
  };
}

/** An optional text: trimmed; absent, null and blank all mean "none" (the service stores null). */
function OptionalText(max: number): PropertyDecorator {
  return (target, key) => {
    Trim()(target, key);
    IsOptional()(target, key);
    IsString()(target, key);
    MaxLength(max)(target, key);
  };
}

/** POST and PUT /timelines (PUT replaces every field: an absent themeColor goes back to blue). */
@InputType()
export class TimelineInput {
  @Field() @RequiredText(100) title: string;
  @Field() @RequiredText(50) firstName: string;
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
  @Field() @RequiredText(100) title: string;
  @Field(() => Date) @PastDateTime() date: string | Date;
  @Field(() => String, { nullable: true }) @OptionalText(2000) description?: string | null;
  @Field(() => String, { nullable: true, description: 'A free label (at most 30 characters), such as "health" or "first".' })
  @OptionalText(30)
  type?: string | null;
}
