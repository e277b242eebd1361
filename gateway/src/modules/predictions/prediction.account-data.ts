import { groupBy, rowView } from '../../common/account-rows.js';
import type { ErasurePart, ExportPart } from '../module.js';

/** The export's `predictions`, each with its answers (never a guest's e-mail: it is theirs, not the owner's). */
export const predictionsExport: ExportPart = async ({ run }) => {
  const predictions = await run(`select * from predictions where owner_id = ? order by created_at, id`);
  const answers = await run(
    `select a.* from prediction_answers a join predictions p on p.id = a.prediction_id
     where p.owner_id = ? order by a.created_at, a.id`,
  );
  const answersOf = groupBy(answers, 'prediction_id');
  return {
    predictions: predictions.map((p) => ({
      ...rowView(p, ['owner_id']),
      answers: (answersOf.get(p.id) ?? []).map((a) => rowView(a, ['prediction_id', 'email'])),
    })),
  };
};

/** Their answers to other families' predictions stay, without the address they left for the announcement. */
export const predictionsErasure: ErasurePart = async ({ run, email }) => {
  await run(`update prediction_answers set email = null where lower(email) = ?`, [email]);
};
