import { formatDate } from '@cigogne/ui/format/date';
import { ListCard } from '@cigogne/ui/layout/ListCard';
import { SharedWithMeTag } from '@cigogne/ui/co-owners/SharedWithMeTag';
import { VisibilityBadge } from '@cigogne/ui/visibility/VisibilityBadge';
import type { TimelinesQuery } from '@cigogne/graphql/timelines';
import { useIntl } from 'react-intl';
import { useTimelinesT } from '../i18n/useTimelinesT';
import { useTimelinePaths } from '../TimelinesPaths';
import { ButtonLink } from '@cigogne/ui/navigation/ButtonLink';
import { EventCount } from './EventCount';
import { TimelineActionsMenu } from './TimelineActionsMenu';

type Timeline = TimelinesQuery['timelines'][number];

/** One timeline in the list: colour accent, title (to manage), child, badge, count, manage and menu. */
export function TimelineListItem({ timeline, onDelete }: { timeline: Timeline; onDelete: () => void }) {
  const intl = useIntl();
  const t = useTimelinesT();
  const paths = useTimelinePaths();
  return (
    <ListCard
      to={paths.manage(timeline.id)}
      title={timeline.title}
      themeColor={timeline.themeColor}
      meta={
        <>
          {timeline.firstName} · {t('timelines.list.bornOn', { date: formatDate(timeline.birthDate, intl.locale) })}
        </>
      }
      badges={
        <>
          <VisibilityBadge visibility={timeline.visibility} />
          <SharedWithMeTag shared={timeline.sharedWithMe} />
          <EventCount count={timeline.eventCount} />
        </>
      }
      actions={
        <>
          <ButtonLink to={paths.manage(timeline.id)}>{t('common.manage')}</ButtonLink>
          {/* deleting is the owner's alone (docs/product.md#co-owners) */}
          <TimelineActionsMenu id={timeline.id} title={timeline.title} onDelete={timeline.sharedWithMe ? undefined : onDelete} />
        </>
      }
    />
  );
}
