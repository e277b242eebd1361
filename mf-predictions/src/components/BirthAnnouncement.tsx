import { TrophyOutlined } from '@ant-design/icons';
import { formatDate } from '@cigogne/ui/format/date';
import { useIntl } from 'react-intl';
import type { PredictionData } from '../data/routePrediction';
import { usePredictionsT } from '../i18n/usePredictionsT';
import { WinnersList } from './WinnersList';

export type Announcement = NonNullable<PredictionData['announcement']>;

/**
 * The recorded birth as everyone who may see the prediction reads it: the baby (the sentence agrees
 * with the recorded sex), the day and time, weight and size, and the winners. Plain markup: the
 * server sends it as it is on the guest page, with no island code.
 */
export function BirthAnnouncement({ announcement }: { announcement: Announcement }) {
  const t = usePredictionsT();
  const intl = useIntl();
  const { firstName, gender, birthDate, birthTime, weight, size, winners } = announcement;
  return (
    <section className="pr-announce" aria-labelledby="pr-announce-title">
      <h2 id="pr-announce-title" className="pr-announce__title">
        {t('predictions.announcement.born', { firstName, gender })}
      </h2>
      <p className="pr-announce__when">
        {t('predictions.announcement.when', { date: formatDate(birthDate, intl.locale), time: birthTime })}
      </p>
      <p className="pr-announce__measures">
        <span>{t('predictions.unit.kg', { value: weight })}</span>
        <span aria-hidden> · </span>
        <span>{t('predictions.unit.cm', { value: size })}</span>
      </p>
      {winners.length ? (
        <div className="pr-announce__winners">
          <h3 className="pr-announce__subtitle">
            <TrophyOutlined aria-hidden /> {t('predictions.stats.winners')}
          </h3>
          <WinnersList winners={winners} />
        </div>
      ) : null}
    </section>
  );
}
