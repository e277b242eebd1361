import { useTimelinesQuery } from '@cigogne/graphql/timelines';
import { FeatureDashboardCard } from '@cigogne/ui/dashboard/FeatureDashboardCard';
import { useTimelinesT } from '../i18n/useTimelinesT';
import { useTimelinePaths } from '../TimelinesPaths';
import { DashboardTimelineRow } from './DashboardTimelineRow';

/** The dashboard's timelines card (docs/product.md#dashboard): my timelines, create, empty state. */
export function TimelinesDashboardCard() {
  const t = useTimelinesT();
  const paths = useTimelinePaths();
  return (
    <FeatureDashboardCard
      title={t('timelines.card.title')}
      result={useTimelinesQuery()}
      items={(data) => data.timelines}
      renderItem={(timeline) => <DashboardTimelineRow key={timeline.id} timeline={timeline} />}
      create={{ to: paths.create, label: t('timelines.card.create') }}
      seeAll={{ to: paths.list, label: t('timelines.card.seeAll') }}
      emptyText={t('timelines.card.empty')}
    />
  );
}
