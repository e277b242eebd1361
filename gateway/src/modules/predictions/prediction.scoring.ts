import type { EntityManager } from '@mikro-orm/postgresql';
import { momentOfTimeSql } from './prediction.enums.js';
import type { Prediction } from './prediction.entity.js';
import type { AnswerRank } from './prediction.types.js';

/**
 * How close each answer came to the real birth (docs/product.md#the-birth-and-the-scores
 * says the same). Every field the game asked and the birth tells scores a closeness from 0 to 1:
 *
 * - gender: 1 when right, else 0;
 * - first name: 1 when equal ignoring case and surrounding spaces (accents count), else 0; an
 *   answer without a name scores 0 (the name is always asked);
 * - birth date (when guessed): 1 − d/14, d = days between the two dates (UTC calendar days); 0 from two weeks off;
 * - birth time (when guessed): 1 − m/360, m = minutes between the two clock times around the
 *   clock (23:50 and 00:10 are 20 minutes apart); 0 from six hours off;
 * - birth moment (when guessed): 1 when it is the bucket (docs/product.md#prediction-statistics) of the real birth time;
 * - weight (when guessed): 1 − |Δ|/1 kg; size (when guessed): 1 − |Δ|/5 cm; never below 0;
 * - eye and hair colour (when guessed and the birth tells them): 1 when right.
 *
 * The score is 100 × the mean closeness over those fields, with one decimal; equal scores share a
 * rank (1, 2, 2, 4...). Computed by PostgreSQL for every answer of one prediction at once.
 *
 * The gender and first name count only when `secrets` says so (parameters 1 and 2): a score shown
 * to anyone but the owner leaves out a secret the owner does not let guests reveal, or two answers
 * differing only in it would give it away.
 */
export const SCORED_ANSWERS_SQL = `
  with parts as (
    select a.id, a.user_name, a.created_at, array[
      case when ?::boolean and p.born_gender is not null then (a.gender = p.born_gender)::int::float8 end,
      case when ?::boolean and p.born_first_name is not null then
        coalesce((lower(trim(a.first_name)) = lower(trim(p.born_first_name)))::int::float8, 0) end,
      case when p.guess_birth_date and p.born_at is not null then
        greatest(0, 1 - abs(coalesce((a.birth_date at time zone 'UTC')::date - (p.born_at at time zone 'UTC')::date, 14)) / 14.0) end,
      case when p.guess_birth_time and p.born_time is not null then
        greatest(0, 1 - coalesce(least(abs(${minutes('a.birth_time')} - ${minutes('p.born_time')}),
                                       1440 - abs(${minutes('a.birth_time')} - ${minutes('p.born_time')})), 360) / 360.0) end,
      case when p.guess_birth_moment and p.born_time is not null then
        coalesce((a.birth_moment = ${momentOfTimeSql('p.born_time')})::int::float8, 0) end,
      case when p.guess_weight and p.born_weight_grams is not null then
        greatest(0, 1 - coalesce(abs(a.weight_grams - p.born_weight_grams), 1000) / 1000.0) end,
      case when p.guess_size and p.born_size_mm is not null then
        greatest(0, 1 - coalesce(abs(a.size_mm - p.born_size_mm), 50) / 50.0) end,
      case when p.guess_eye_color and p.born_eye_color is not null then coalesce((a.eye_color = p.born_eye_color)::int::float8, 0) end,
      case when p.guess_hair_color and p.born_hair_color is not null then coalesce((a.hair_color = p.born_hair_color)::int::float8, 0) end
    ] as closeness
    from prediction_answers a join predictions p on p.id = a.prediction_id
    where a.prediction_id = ? and p.born_at is not null
  ), scored as (
    select id, user_name, created_at,
           round((100 * (select avg(c) from unnest(closeness) c))::numeric, 1)::float8 as score
    from parts
  )
  select id, user_name, score, rank() over (order by score desc)::int as rank
  from scored order by score desc, created_at asc, id asc`;

/** Which secrets a score counts: all of them for the owner. */
export interface ScoredSecrets {
  gender: boolean;
  firstName: boolean;
}
export const EVERY_SECRET: ScoredSecrets = { gender: true, firstName: true };

/** Every answer's score and rank, once per prediction entity and set of secrets (one request's identity map). */
export class AnswerRanking {
  private readonly ranks = new WeakMap<Prediction, Map<string, Promise<Map<string, AnswerRank>>>>();

  constructor(private readonly em: EntityManager) {}

  of(prediction: Prediction, secrets: ScoredSecrets): Promise<Map<string, AnswerRank>> {
    const key = `${secrets.gender}:${secrets.firstName}`;
    let perSecrets = this.ranks.get(prediction);
    if (!perSecrets) this.ranks.set(prediction, (perSecrets = new Map()));
    let ranks = perSecrets.get(key);
    if (!ranks) {
      type Row = { id: string; user_name: string; score: number; rank: number };
      ranks = this.em
        .getConnection()
        .execute<Row[]>(SCORED_ANSWERS_SQL, [secrets.gender, secrets.firstName, prediction.id])
        .then((rows) => new Map(rows.map((r) => [r.id, { answerId: r.id, userName: r.user_name, score: r.score, rank: r.rank }])));
      perSecrets.set(key, ranks);
    }
    return ranks;
  }

  /** The birth changed: rank again. */
  forget(prediction: Prediction): void {
    this.ranks.delete(prediction);
  }
}

function minutes(time: string): string {
  return `(split_part(${time}, ':', 1)::int * 60 + split_part(${time}, ':', 2)::int)`;
}
