import { SettingOutlined } from '@ant-design/icons';
import { formatAgeAt } from '@cigogne/ui/format/age';
import { formatDateTime } from '@cigogne/ui/format/date';
import { themeShades } from '@cigogne/ui/theme-color/palette';
import { useIntl } from 'react-intl';
import { useTimelinesT } from '../i18n/useTimelinesT';
import { useTimelinePaths } from '../TimelinesPaths';
import { ButtonLink } from '@cigogne/ui/navigation/ButtonLink';
import type { TimelineData } from '../data/routeTimeline';
import { localTimeAttributes, renderClockAttributes } from './localTimeMarkup';

/** The public page's header in the theme colour: title, child's running age, birth date, Manage for the owner. */
export function TimelineBanner({ timeline, now }: { timeline: TimelineData; now: Date }) {
  const intl = useIntl();
  const t = useTimelinesT();
  const paths = useTimelinePaths();
  const age = formatAgeAt(timeline.birthDate, now, intl.locale);
  const shades = themeShades(timeline.themeColor);
  return (
    <header className="tl-banner" style={{ background: `linear-gradient(135deg, ${shades.strong}, ${shades.strong}e6)` }}>
      <div className="tl-banner__text">
        <p className="tl-banner__eyebrow">{timeline.firstName}</p>
        <h1 className="tl-banner__title">{timeline.title}</h1>
        {age && (
          <p className="tl-banner__age" {...localTimeAttributes('age', timeline.birthDate)} data-first-name={timeline.firstName}>
            {t('timelines.public.age', { firstName: timeline.firstName, age })}
          </p>
        )}
        <p className="tl-banner__born" {...localTimeAttributes('born', timeline.birthDate)} {...renderClockAttributes(now)}>
          {t('timelines.public.bornOn', { date: formatDateTime(timeline.birthDate, intl.locale) })}
        </p>
      </div>
      {timeline.isMine && (
        <ButtonLink to={paths.manage(timeline.id)} icon={<SettingOutlined aria-hidden />} className="tl-banner__manage">
          {t('timelines.public.manage')}
        </ButtonLink>
      )}
    </header>
  );
}
