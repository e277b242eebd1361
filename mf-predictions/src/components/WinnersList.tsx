import { usePredictionsT } from '../i18n/usePredictionsT';

export interface Winner {
  userName: string;
  score: number;
  rank: number;
}

/** The best ranks once the birth is recorded: the owner's statistics and the public announcement. */
export function WinnersList({ winners }: { winners: readonly Winner[] }) {
  const t = usePredictionsT();
  return (
    <ol className="pr-winners">
      {winners.map((winner, index) => (
        // a name may appear twice (two guests called Mamie): the place in the list tells them apart
        <li key={`${index}-${winner.userName}`} className="pr-winner">
          <span className="pr-rank">{t('predictions.rank', { rank: winner.rank })}</span>
          <span className="pr-winner__name">{winner.userName}</span>
          <span className="pr-winner__score">{t('predictions.stats.score', { score: winner.score })}</span>
        </li>
      ))}
    </ol>
  );
}
