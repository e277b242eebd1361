import type { TimelinesQuery } from '@cigogne/graphql/timelines';
import { DashboardRow } from '@cigogne/ui/dashboard/DashboardRow';
import { ManageIcon, ShareIcon, ViewIcon } from '@cigogne/ui/dashboard/rowIcons';
import { themeShades } from '@cigogne/ui/theme-color/palette';
import { SharedWithMeTag } from '@cigogne/ui/co-owners/SharedWithMeTag';
import { VisibilityBadge } from '@cigogne/ui/visibility/VisibilityBadge';
import { useTimelinesT } from '../i18n/useTimelinesT';
import { useTimelinePaths } from '../TimelinesPaths';
import { EventCount, PhotoCount } from './EventCount';

type Timeline = TimelinesQuery['timelines'][number];

/** One timeline in the dashboard card: title, badge, count, and view / manage / share (public only) links. */
export function DashboardTimelineRow({ timeline }: { timeline: Timeline }) {
  const t = useTimelinesT();
  const paths = useTimelinePaths();
  const values = { title: timeline.title };
  const links = [
    { key: 'view', to: paths.view(timeline.id), icon: <ViewIcon aria-hidden />, label: t('timelines.card.view', values) },
    { key: 'manage', to: paths.manage(timeline.id), icon: <ManageIcon aria-hidden />, label: t('timelines.card.manage', values) },
    ...(timeline.visibility === 'public'
      ? [{ key: 'share', to: paths.share(timeline.id), icon: <ShareIcon aria-hidden />, label: t('timelines.card.share', values) }]
      : []),
  ];
  return (
    <DashboardRow
      title={timeline.title}
      to={paths.manage(timeline.id)}
      color={themeShades(timeline.themeColor).swatch}
      meta={
        <>
          <VisibilityBadge visibility={timeline.visibility} />
          <SharedWithMeTag shared={timeline.sharedWithMe} />
          <EventCount count={timeline.eventCount} />
          <PhotoCount count={timeline.photoCount} />
        </>
      }
      links={links}
    />
  );
}
