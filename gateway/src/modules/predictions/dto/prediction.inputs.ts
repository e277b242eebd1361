import { IsBoolean, IsDefined, IsEnum, IsIn, IsOptional, Matches, Max, Min } from 'class-validator';
import { Field, Float, InputType } from 'type-graphql';
import { OptionalDateTime, PastDateTime, RequiredDateTime } from '../../../common/date-validation.js';
import { ThemeColor, Visibility } from '../../../common/enums.js';
import { IsDecimal, OptionalEmail, OptionalText, PersonName } from '../../../common/validators.js';
import { BirthMoment, EyeColor, Gender, HairColor, KNOWN_GENDERS } from '../prediction.enums.js';

/** The weight and size sliders' bounds, kg and cm (docs/product.md#validation). */
export const WEIGHT_KG = { min: 0.5, max: 5 } as const;
export const SIZE_CM = { min: 30, max: 60 } as const;

/** 24-hour HH:MM (docs/product.md#validation). */
export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const Time = () => Matches(HH_MM, { message: 'validation.time' });
const Flag = () => (target: object, key: string | symbol) => {
  IsOptional()(target, key);
  IsBoolean()(target, key);
};
/** Optional unless `required` (IsOptional would silence IsDefined). */
const Weight =
  (required = false) =>
  (target: object, key: string | symbol) => {
    if (required) IsDefined({ message: 'validation.required' })(target, key);
    else IsOptional()(target, key);
    IsDecimal(2)(target, key);
    Min(WEIGHT_KG.min)(target, key);
    Max(WEIGHT_KG.max)(target, key);
  };
const Size =
  (required = false) =>
  (target: object, key: string | symbol) => {
    if (required) IsDefined({ message: 'validation.required' })(target, key);
    else IsOptional()(target, key);
    IsDecimal(1)(target, key);
    Min(SIZE_CM.min)(target, key);
    Max(SIZE_CM.max)(target, key);
  };

/**
 * POST /predictions and PUT /predictions/{id}: the whole form. PUT replaces every field (an absent
 * flag is off again, an absent theme blue, an absent visibility private).
 */
@InputType()
export class PredictionInput {
  @Field({ description: "The baby's first name: shown to the owner only." }) @PersonName() firstName: string;
  @Field(() => Gender, { description: 'Shown to the owner only, unless surprise.' })
  @IsDefined({ message: 'validation.required' })
  @IsEnum(Gender)
  gender: Gender;
  @Field(() => Date) @RequiredDateTime() dueDate: string | Date;
  @Field(() => Visibility, { nullable: true, description: 'Default private.' })
  @IsOptional()
  @IsEnum(Visibility)
  visibility?: Visibility | null;
  @Field(() => ThemeColor, { nullable: true, description: 'Default blue.' })
  @IsOptional()
  @IsEnum(ThemeColor)
  themeColor?: ThemeColor | null;
  @Field(() => Boolean, { nullable: true }) @Flag() guessBirthDate?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Excludes guessBirthMoment.' }) @Flag() guessBirthTime?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Excludes guessBirthTime.' }) @Flag() guessBirthMoment?: boolean | null;
  @Field(() => Boolean, { nullable: true }) @Flag() guessWeight?: boolean | null;
  @Field(() => Boolean, { nullable: true }) @Flag() guessSize?: boolean | null;
  @Field(() => Boolean, { nullable: true }) @Flag() guessEyeColor?: boolean | null;
  @Field(() => Boolean, { nullable: true }) @Flag() guessHairColor?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Always off for a surprise.' }) @Flag() revealGender?: boolean | null;
  @Field(() => Boolean, { nullable: true }) @Flag() revealFirstName?: boolean | null;
}

/**
 * POST /predictions/{id}/answers (docs/product.md#validation). Every guess is optional here: the
 * service requires exactly the ones the prediction enables, and ignores the others.
 */
@InputType()
export class AnswerInput {
  @Field({ description: "The guest's name." }) @PersonName() userName: string;
  @Field(() => String, { nullable: true }) @OptionalText({ max: 50 }) firstName?: string | null;
  @Field(() => Gender) @IsDefined({ message: 'validation.required' }) @IsIn(KNOWN_GENDERS) gender: Gender;
  @Field(() => Date, { nullable: true }) @OptionalDateTime() birthDate?: string | Date | null;
  @Field(() => String, { nullable: true, description: '24-hour HH:MM.' }) @IsOptional() @Time() birthTime?: string | null;
  @Field(() => BirthMoment, { nullable: true }) @IsOptional() @IsEnum(BirthMoment) birthMoment?: BirthMoment | null;
  @Field(() => Float, { nullable: true, description: 'kg, 0.5 to 5.' }) @Weight() weight?: number | null;
  @Field(() => Float, { nullable: true, description: 'cm, 30 to 60.' }) @Size() size?: number | null;
  @Field(() => HairColor, { nullable: true }) @IsOptional() @IsEnum(HairColor) hairColor?: HairColor | null;
  @Field(() => EyeColor, { nullable: true }) @IsOptional() @IsEnum(EyeColor) eyeColor?: EyeColor | null;
  @Field(() => String, {
    nullable: true,
    description: 'Optional: where to announce the birth. Never shown to anyone; erased once the announcement is sent.',
  })
  @OptionalEmail()
  email?: string | null;
}

/** PUT /predictions/{id}/birth (docs/product.md#the-birth-and-the-scores): the real birth, every field required but the colours. */
@InputType()
export class BirthInput {
  @Field(() => Date, { description: 'Date and time of birth; not in the future.' }) @PastDateTime() birthDate: string | Date;
  @Field({ description: 'Clock time of birth, 24-hour HH:MM (what guests guessed).' })
  @IsDefined({ message: 'validation.required' })
  @Time()
  birthTime: string;
  @Field(() => Float, { description: 'kg.' }) @Weight(true) weight: number;
  @Field(() => Float, { description: 'cm.' }) @Size(true) size: number;
  @Field(() => Gender, { description: 'boy or girl.' }) @IsDefined({ message: 'validation.required' }) @IsIn(KNOWN_GENDERS) gender: Gender;
  @Field() @PersonName() firstName: string;
  @Field(() => EyeColor, { nullable: true }) @IsOptional() @IsEnum(EyeColor) eyeColor?: EyeColor | null;
  @Field(() => HairColor, { nullable: true }) @IsOptional() @IsEnum(HairColor) hairColor?: HairColor | null;
  @Field(() => Boolean, { nullable: true, description: 'Announce the birth to the players who left an e-mail (once per prediction).' })
  @Flag()
  announce?: boolean | null;
}
