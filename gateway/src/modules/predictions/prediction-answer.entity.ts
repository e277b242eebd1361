import type { Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { Language } from '../auth/user.entity.js';
import { BirthMoment, EyeColor, Gender, HairColor } from './prediction.enums.js';
import { Prediction } from './prediction.entity.js';

/**
 * A guest's answer (docs/product.md#data-model): their guesses, never the baby's secret. Weight and size are
 * stored as whole grams and millimetres; PredictionAnswerResolver gives kg and cm.
 */
@ObjectType()
@Entity({ tableName: 'prediction_answers' })
// answers are read by prediction, oldest first; stats and ranks scan one prediction's rows
@Index({ properties: ['prediction', 'createdAt'] })
export class PredictionAnswer extends BaseEntity<'isGenderRevealed' | 'isFirstNameRevealed' | 'language'> {
  @ManyToOne(() => Prediction, { deleteRule: 'cascade' })
  prediction: Rel<Prediction>;

  @Field()
  @Property({ length: 50 })
  userName: string;

  @Field(() => String, { nullable: true, description: "The guest's guess of the first name." })
  @Property({ length: 50, nullable: true })
  firstName?: string | null;

  @Field(() => Gender, { description: "The guest's guess: boy or girl." })
  @Enum({ items: () => Gender })
  gender: Gender;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  birthDate?: Date | null;

  @Field(() => String, { nullable: true, description: '24-hour HH:MM.' })
  @Property({ length: 5, nullable: true })
  birthTime?: string | null;

  @Field(() => BirthMoment, { nullable: true })
  @Enum({ items: () => BirthMoment, nullable: true })
  birthMoment?: BirthMoment | null;

  @Property({ type: 'integer', nullable: true })
  weightGrams?: number | null;

  @Property({ type: 'integer', nullable: true })
  sizeMm?: number | null;

  @Field(() => EyeColor, { nullable: true })
  @Enum({ items: () => EyeColor, nullable: true })
  eyeColor?: EyeColor | null;

  @Field(() => HairColor, { nullable: true })
  @Enum({ items: () => HairColor, nullable: true })
  hairColor?: HairColor | null;

  @Field()
  @Property({ default: false })
  isGenderRevealed: boolean = false;

  @Field()
  @Property({ default: false })
  isFirstNameRevealed: boolean = false;

  /**
   * The guest's address, left (optionally) for the birth announcement only: no GraphQL field, no
   * REST view, no export reads it. Erased once the announcement is queued, or by the purge
   * (ANSWER_EMAIL_RETENTION_DAYS).
   */
  @Property({ length: 254, nullable: true, lazy: true })
  email?: string | null;

  /** The language the guest answered in (their request's Accept-Language): the announcement's. */
  @Enum({ items: () => Language, default: Language.fr })
  language: Language = Language.fr;
}
