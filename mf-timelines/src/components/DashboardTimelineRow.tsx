import { EyeOutlined, SettingOutlined, ShareAltOutlined } from '@ant-design/icons';
import { themeShades } from '@cigogne/ui/theme-color/palette';
import { VisibilityBadge } from '@cigogne/ui/visibility/VisibilityBadge';
import type { TimelinesQuery } from '@cigogne/graphql/timelines';
import { Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useTimelinePaths } from '../TimelinesContext';
import { ButtonLink } from './ButtonLink';
import { EventCount } from './EventCount';

type Timeline = TimelinesQuery['timelines'][number];

/** One timeline in the dashboard card: title, badge, count, and view / manage / share (public only) links. */
export function DashboardTimelineRow({ timeline }: { timeline: Timeline }) {
  const intl = useIntl();
  const paths = useTimelinePaths();
  const label = (id: string) => intl.formatMessage({ id }, { title: timeline.title });
  const links = [
    { key: 'view', to: paths.view(timeline.id), icon: <EyeOutlined aria-hidden />, label: label('timelines.card.view') },
    { key: 'manage', to: paths.manage(timeline.id), icon: <SettingOutlined aria-hidden />, label: label('timelines.card.manage') },
    ...(timeline.visibility === 'public'
      ? [{ key: 'share', to: paths.share(timeline.id), icon: <ShareAltOutlined aria-hidden />, label: label('timelines.card.share') }]
      : []),
  ];
  return (
    <li className="tl-card-row">
      <span className="tl-card-row__dot" style={{ background: themeShades(timeline.themeColor).swatch }} aria-hidden />
      <div className="tl-card-row__main">
        <Link to={paths.manage(timeline.id)} className="tl-card-row__title">
          {timeline.title}
        </Link>
        <div className="tl-card-row__meta">
          <VisibilityBadge visibility={timeline.visibility} />
          <EventCount count={timeline.eventCount} />
        </div>
      </div>
      <div className="tl-card-row__actions">
        {links.map((link) => (
          <Tooltip key={link.key} title={link.label}>
            <ButtonLink to={link.to} icon={link.icon} type="text" aria-label={link.label} />
          </Tooltip>
        ))}
      </div>
    </li>
  );
}
