import { Collection, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Formula, Index, ManyToOne, OneToMany, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { OwnedPage } from '../../common/owned-page.entity.js';
import { parentNamesSql } from '../../common/parent-names.js';
import { User } from '../auth/user.entity.js';
import { Timeline } from '../timelines/timeline.entity.js';
import { Wishlist } from '../wishlists/wishlist.entity.js';
import { PredictionAnswer } from './prediction-answer.entity.js';
import { EyeColor, Gender, HairColor } from './prediction.enums.js';

type Defaulted =
  | 'guessBirthDate'
  | 'guessBirthTime'
  | 'guessBirthMoment'
  | 'guessWeight'
  | 'guessSize'
  | 'guessEyeColor'
  | 'guessHairColor'
  | 'revealGender'
  | 'revealFirstName'
  | 'answerCount';

/**
 * A birth guessing game (docs/product.md#predictions). The baby's `firstName` and `gender` are deliberately not
 * GraphQL fields of the entity: PredictionResolver resolves them through PredictionService, which
 * answers null to anyone but the owner (no spoiler). The real birth (`born*`) is the owner's too.
 */
@ObjectType()
@Entity({ tableName: 'predictions' })
@Index({ properties: ['owner', 'createdAt'] })
export class Prediction extends OwnedPage(() => User)<Defaulted> {
  /** The parents' first names guests read, as each allows it (common/parent-names.ts). */
  @Formula((cols) => parentNamesSql(`${cols}.owner_id`, `${cols}.id`), { lazy: false })
  parentNames?: string[];

  /** The baby's first name: the secret. */
  @Property({ length: 50 })
  firstName: string;

  /** The secret unless surprise. */
  @Enum({ items: () => Gender })
  gender: Gender;

  @Field()
  @Property({ type: 'datetime' })
  dueDate: Date;

  @Field() @Property({ default: false }) guessBirthDate: boolean = false;
  @Field() @Property({ default: false }) guessBirthTime: boolean = false;
  @Field() @Property({ default: false }) guessBirthMoment: boolean = false;
  @Field() @Property({ default: false }) guessWeight: boolean = false;
  @Field() @Property({ default: false }) guessSize: boolean = false;
  @Field() @Property({ default: false }) guessEyeColor: boolean = false;
  @Field() @Property({ default: false }) guessHairColor: boolean = false;
  @Field() @Property({ default: false }) revealGender: boolean = false;
  @Field() @Property({ default: false }) revealFirstName: boolean = false;

  /**
   * Answers so far: the per-prediction limit increments this counter (row-locked until commit) in
   * the transaction that inserts the answer, and rolls back when it passes the limit.
   */
  @Property({ default: 0 })
  answerCount: number = 0;

  /**
   * When answers closed: the owner closed them, or recorded the birth (which closes them for good).
   * Answers are refused from then on, checked under the row lock of the answer's own transaction.
   */
  @Field(() => Date, { nullable: true, description: 'When answers closed (by the owner or the birth); null while open.' })
  @Property({ type: 'datetime', nullable: true })
  closedAt?: Date | null;

  // the real birth, recorded by the owner (docs/product.md#the-birth-and-the-scores): all null until then
  @Property({ type: 'datetime', nullable: true }) bornAt?: Date | null;
  /** Clock time of the birth, "HH:MM", as guests guess it. */
  @Property({ length: 5, nullable: true }) bornTime?: string | null;
  @Property({ type: 'integer', nullable: true }) bornWeightGrams?: number | null;
  @Property({ type: 'integer', nullable: true }) bornSizeMm?: number | null;
  @Enum({ items: () => Gender, nullable: true }) bornGender?: Gender | null;
  @Property({ length: 50, nullable: true }) bornFirstName?: string | null;
  /** When the birth was announced to the players who left an e-mail: once per prediction. */
  @Property({ type: 'datetime', nullable: true }) announcedAt?: Date | null;
  @Enum({ items: () => EyeColor, nullable: true }) bornEyeColor?: EyeColor | null;
  @Enum({ items: () => HairColor, nullable: true }) bornHairColor?: HairColor | null;

  @OneToMany(() => PredictionAnswer, (answer) => answer.prediction, { orderBy: { createdAt: 'asc', id: 'asc' } })
  answers = new Collection<PredictionAnswer>(this);

  /** The wishlist created from this prediction (its owning side is wishlists.prediction_id). */
  @OneToOne(() => Wishlist, (wishlist) => wishlist.prediction, { nullable: true })
  wishlist?: Rel<Wishlist> | null;

  /** The child's timeline created from the birth; one per prediction while it exists. */
  @ManyToOne(() => Timeline, { nullable: true, deleteRule: 'set null' })
  timeline?: Rel<Timeline> | null;
}
