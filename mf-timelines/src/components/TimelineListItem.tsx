import { formatDate } from '@cigogne/ui/format/date';
import { themeShades } from '@cigogne/ui/theme-color/palette';
import { VisibilityBadge } from '@cigogne/ui/visibility/VisibilityBadge';
import type { TimelinesQuery } from '@cigogne/graphql/timelines';
import { useIntl } from 'react-intl';
import { Link } from '@cigogne/ui/router';
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
    <li className="tl-list-item" style={{ borderInlineStartColor: themeShades(timeline.themeColor).swatch }}>
      <div className="tl-list-item__main">
        <h2 className="tl-list-item__title">
          <Link to={paths.manage(timeline.id)}>{timeline.title}</Link>
        </h2>
        <p className="tl-list-item__meta">
          {timeline.firstName} · {t('timelines.list.bornOn', { date: formatDate(timeline.birthDate, intl.locale) })}
        </p>
        <div className="tl-list-item__badges">
          <VisibilityBadge visibility={timeline.visibility} />
          <EventCount count={timeline.eventCount} />
        </div>
      </div>
      <div className="tl-list-item__actions">
        <ButtonLink to={paths.manage(timeline.id)}>{t('common.manage')}</ButtonLink>
        <TimelineActionsMenu id={timeline.id} title={timeline.title} onDelete={onDelete} />
      </div>
    </li>
  );
}
