import type { EntityManager } from '@mikro-orm/postgresql';
import { momentOfTimeSql } from './prediction.enums.js';
import type { Prediction } from './prediction.entity.js';
import { EVERY_SECRET, type AnswerRanking } from './prediction.scoring.js';
import type { PredictionStats } from './prediction.types.js';

/** How many ranks the owner's stats list as winners. */
export const WINNER_RANKS = 3;

/**
 * The owner's statistics (docs/product.md#prediction-statistics), computed by PostgreSQL in one pass over the prediction's
 * answers (none is loaded), and the winners once the birth is recorded (every secret counted: the
 * caller checked the prediction is the owner's).
 */
export async function predictionStats(em: EntityManager, ranking: AnswerRanking, prediction: Prediction): Promise<PredictionStats> {
  const moment = `coalesce(birth_moment, case when birth_time is not null then ${momentOfTimeSql('birth_time')} end)`;
  const [row]: Record<string, number | null>[] = await em.getConnection().execute(
    `select count(*)::int as answers,
              round(avg(weight_grams) / 1000.0, 1)::float8 as weight_avg,
              round(min(weight_grams) / 1000.0, 1)::float8 as weight_min,
              round(max(weight_grams) / 1000.0, 1)::float8 as weight_max,
              round(avg(size_mm) / 10.0, 1)::float8 as size_avg,
              round(min(size_mm) / 10.0, 1)::float8 as size_min,
              round(max(size_mm) / 10.0, 1)::float8 as size_max,
              count(*) filter (where ${moment} = 'morning')::int as morning,
              count(*) filter (where ${moment} = 'afternoon')::int as afternoon,
              count(*) filter (where ${moment} = 'evening')::int as evening,
              count(*) filter (where ${moment} = 'night')::int as night,
              count(*) filter (where gender = 'girl')::int as girl,
              count(*) filter (where gender = 'boy')::int as boy,
              count(*) filter (where eye_color = 'blue')::int as eye_blue,
              count(*) filter (where eye_color = 'green')::int as eye_green,
              count(*) filter (where eye_color = 'brown')::int as eye_brown,
              count(*) filter (where hair_color = 'blonde')::int as hair_blonde,
              count(*) filter (where hair_color = 'chestnut')::int as hair_chestnut,
              count(*) filter (where hair_color = 'brown')::int as hair_brown,
              count(*) filter (where hair_color = 'red')::int as hair_red
         from prediction_answers where prediction_id = ?`,
    [prediction.id],
  );
  const n = (key: string) => Number(row[key] ?? 0);
  const winners = prediction.bornAt ? [...(await ranking.of(prediction, EVERY_SECRET)).values()].filter((r) => r.rank <= WINNER_RANKS) : [];
  return {
    answerCount: n('answers'),
    weight: { average: row.weight_avg, min: row.weight_min, max: row.weight_max },
    size: { average: row.size_avg, min: row.size_min, max: row.size_max },
    birthTimes: { morning: n('morning'), afternoon: n('afternoon'), evening: n('evening'), night: n('night') },
    genders: { girl: n('girl'), boy: n('boy') },
    eyeColors: { blue: n('eye_blue'), green: n('eye_green'), brown: n('eye_brown') },
    hairColors: { blonde: n('hair_blonde'), chestnut: n('hair_chestnut'), brown: n('hair_brown'), red: n('hair_red') },
    winners,
  };
}
