import { formatDate } from '@cigogne/ui/format/date';
import { themeShades } from '@cigogne/ui/theme-color/palette';
import { VisibilityBadge } from '@cigogne/ui/visibility/VisibilityBadge';
import { ButtonLink } from '@cigogne/ui/navigation/ButtonLink';
import type { PredictionsQuery } from '@cigogne/graphql/predictions';
import { useIntl } from 'react-intl';
import { Link } from '@cigogne/ui/router';
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
    <li className="pr-list-item" style={{ borderInlineStartColor: themeShades(prediction.themeColor).swatch }}>
      <div>
        <h2 className="pr-list-item__title">
          <Link to={paths.manage(prediction.id)}>{title}</Link>
        </h2>
        <p className="pr-list-item__meta">
          {t(`predictions.gender.${prediction.gender ?? 'surprise'}`)} ·{' '}
          {t('predictions.list.dueOn', { date: formatDate(prediction.dueDate, intl.locale) })}
        </p>
        <div className="pr-badges">
          <VisibilityBadge visibility={prediction.visibility} />
          <AnswerCount count={prediction.answerCount} />
        </div>
      </div>
      <div className="pr-list-item__actions">
        <ButtonLink to={paths.manage(prediction.id)}>{t('common.manage')}</ButtonLink>
        <PredictionActionsMenu id={prediction.id} title={title} onDelete={onDelete} />
      </div>
    </li>
  );
}
