import type { PredictionsQuery } from '@cigogne/graphql/predictions';
import { DashboardRow } from '@cigogne/ui/dashboard/DashboardRow';
import { ManageIcon, ShareIcon, ViewIcon } from '@cigogne/ui/dashboard/rowIcons';
import { themeShades } from '@cigogne/ui/theme-color/palette';
import { SharedWithMeTag } from '@cigogne/ui/co-owners/SharedWithMeTag';
import { VisibilityBadge } from '@cigogne/ui/visibility/VisibilityBadge';
import { usePredictionsT } from '../i18n/usePredictionsT';
import { usePredictionPaths } from '../PredictionsPaths';
import { AnswerCount } from './AnswerCount';
import { predictionTitle } from './predictionTitle';

type Prediction = PredictionsQuery['predictions'][number];

/** One prediction in the dashboard card: title, badge, answer count, and view / manage / share (public only) links. */
export function DashboardPredictionRow({ prediction }: { prediction: Prediction }) {
  const t = usePredictionsT();
  const paths = usePredictionPaths();
  const title = predictionTitle(t, prediction);
  const values = { title };
  const links = [
    { key: 'view', to: paths.view(prediction.id), icon: <ViewIcon aria-hidden />, label: t('predictions.card.view', values) },
    { key: 'manage', to: paths.manage(prediction.id), icon: <ManageIcon aria-hidden />, label: t('predictions.card.manage', values) },
    ...(prediction.visibility === 'public'
      ? [
          {
            key: 'share',
            to: paths.share(prediction.id),
            icon: <ShareIcon aria-hidden />,
            label: t('predictions.card.share', values),
          },
        ]
      : []),
  ];
  return (
    <DashboardRow
      title={title}
      to={paths.manage(prediction.id)}
      color={themeShades(prediction.themeColor).swatch}
      meta={
        <>
          <VisibilityBadge visibility={prediction.visibility} />
          <SharedWithMeTag shared={prediction.sharedWithMe} />
          <AnswerCount count={prediction.answerCount} />
        </>
      }
      links={links}
    />
  );
}
