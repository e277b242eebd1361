import { formatDate } from '@cigogne/ui/format/date';
import { ListCard } from '@cigogne/ui/layout/ListCard';
import { SharedWithMeTag } from '@cigogne/ui/co-owners/SharedWithMeTag';
import { VisibilityBadge } from '@cigogne/ui/visibility/VisibilityBadge';
import { ButtonLink } from '@cigogne/ui/navigation/ButtonLink';
import type { PredictionsQuery } from '@cigogne/graphql/predictions';
import { useIntl } from 'react-intl';
import { usePredictionsT } from '../i18n/usePredictionsT';
import { usePredictionPaths } from '../PredictionsPaths';
import { AnswerCount } from './AnswerCount';
import { PredictionActionsMenu } from './PredictionActionsMenu';

type Prediction = PredictionsQuery['predictions'][number];

/** One prediction in the list: colour accent, title (to manage), due date, badge, count, manage and menu. */
export function PredictionListItem({ prediction, title, onDelete }: { prediction: Prediction; title: string; onDelete: () => void }) {
  const intl = useIntl();
  const t = usePredictionsT();
  const paths = usePredictionPaths();
  return (
    <ListCard
      to={paths.manage(prediction.id)}
      title={title}
      themeColor={prediction.themeColor}
      meta={
        <>
          {t(`predictions.gender.${prediction.gender ?? 'surprise'}`)} ·{' '}
          {t('predictions.list.dueOn', { date: formatDate(prediction.dueDate, intl.locale) })}
        </>
      }
      badges={
        <>
          <VisibilityBadge visibility={prediction.visibility} />
          <SharedWithMeTag shared={prediction.sharedWithMe} />
          <AnswerCount count={prediction.answerCount} />
        </>
      }
      actions={
        <>
          <ButtonLink to={paths.manage(prediction.id)}>{t('common.manage')}</ButtonLink>
          <PredictionActionsMenu id={prediction.id} title={title} onDelete={prediction.sharedWithMe ? undefined : onDelete} />
        </>
      }
    />
  );
}
