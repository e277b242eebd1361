import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Visibility } from '../../common/enums.js';
import { EyeColor, Gender, HairColor } from './prediction.enums.js';

/** The wishlist created from a prediction, as the prediction shows it (docs/product.md#predictions). */
@ObjectType()
export class PredictionWishlist {
  @Field(() => ID) id: string;
  @Field() title: string;
  @Field(() => Visibility) visibility: Visibility;
}

/** The real birth, as the owner recorded it (docs/product.md#the-birth-and-the-scores); the owner's only. */
@ObjectType()
export class PredictionBirth {
  @Field() birthDate: Date;
  @Field({ description: '24-hour HH:MM.' }) birthTime: string;
  @Field(() => Float, { description: 'kg.' }) weight: number;
  @Field(() => Float, { description: 'cm.' }) size: number;
  @Field(() => Gender) gender: Gender;
  @Field() firstName: string;
  @Field(() => EyeColor, { nullable: true }) eyeColor: EyeColor | null;
  @Field(() => HairColor, { nullable: true }) hairColor: HairColor | null;
}

@ObjectType()
export class RevealedGender {
  @Field(() => Gender) gender: Gender;
}

@ObjectType()
export class RevealedFirstName {
  @Field() firstName: string;
}

/** Average, minimum and maximum with one decimal; null without any guess. */
@ObjectType()
export class RangeStat {
  @Field(() => Float, { nullable: true }) average: number | null;
  @Field(() => Float, { nullable: true }) min: number | null;
  @Field(() => Float, { nullable: true }) max: number | null;
}

/** docs/product.md#prediction-statistics: before 06:00 morning, 06:00–12:00 afternoon, 12:00–18:00 evening, 18:00 and later night. */
@ObjectType()
export class BirthTimeCounts {
  @Field(() => Int) morning: number;
  @Field(() => Int) afternoon: number;
  @Field(() => Int) evening: number;
  @Field(() => Int) night: number;
}

@ObjectType()
export class GenderCounts {
  @Field(() => Int) girl: number;
  @Field(() => Int) boy: number;
}

@ObjectType()
export class EyeColorCounts {
  @Field(() => Int) blue: number;
  @Field(() => Int) green: number;
  @Field(() => Int) brown: number;
}

@ObjectType()
export class HairColorCounts {
  @Field(() => Int) blonde: number;
  @Field(() => Int) chestnut: number;
  @Field(() => Int) brown: number;
  @Field(() => Int) red: number;
}

/** An answer's place once the birth is recorded (see prediction.scoring.ts). */
@ObjectType()
export class AnswerRank {
  @Field(() => ID) answerId: string;
  @Field() userName: string;
  @Field(() => Float, { description: '0 to 100, one decimal.' }) score: number;
  @Field(() => Int, { description: '1 is the best; equal scores share a rank.' }) rank: number;
}

/** The owner's statistics (docs/product.md#prediction-statistics), computed by PostgreSQL; winners once the birth is recorded. */
@ObjectType()
export class PredictionStats {
  @Field(() => Int) answerCount: number;
  @Field(() => RangeStat, { description: 'kg.' }) weight: RangeStat;
  @Field(() => RangeStat, { description: 'cm.' }) size: RangeStat;
  @Field(() => BirthTimeCounts, { description: 'A stated moment counts in its own bucket.' }) birthTimes: BirthTimeCounts;
  @Field(() => GenderCounts) genders: GenderCounts;
  @Field(() => EyeColorCounts) eyeColors: EyeColorCounts;
  @Field(() => HairColorCounts) hairColors: HairColorCounts;
  @Field(() => [AnswerRank], { description: 'The best three ranks (ties included); empty before the birth.' }) winners: AnswerRank[];
}

/** A winner as the public announcement names them: no answer id (it is that guest's key). */
@ObjectType()
export class AnnouncedWinner {
  @Field() userName: string;
  @Field(() => Float, { description: '0 to 100, one decimal.' }) score: number;
  @Field(() => Int, { description: '1 is the best; equal scores share a rank.' }) rank: number;
}

/** The birth as everyone who can see the prediction reads it once recorded (docs/product.md#the-birth-and-the-scores). */
@ObjectType()
export class PredictionAnnouncement {
  @Field() firstName: string;
  @Field(() => Gender) gender: Gender;
  @Field() birthDate: Date;
  @Field({ description: '24-hour HH:MM.' }) birthTime: string;
  @Field(() => Float, { description: 'kg.' }) weight: number;
  @Field(() => Float, { description: 'cm.' }) size: number;
  @Field(() => [AnnouncedWinner], { description: 'The best three ranks (ties included), scored as guests are.' })
  winners: AnnouncedWinner[];
}
