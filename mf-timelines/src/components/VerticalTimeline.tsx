import { formatAgeAt } from '@cigogne/ui/format/age';
import { formatDate } from '@cigogne/ui/format/date';
import { themeShades } from '@cigogne/ui/theme-color/palette';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { TimelineData } from '../data/routeTimeline';
import { useTimelinesT } from '../i18n/useTimelinesT';
import { EventPhotos } from '../photos/EventPhotos';
import { localTimeAttributes } from './localTimeMarkup';

/**
 * Events on a vertical line, alternating left and right on wide screens and stacked in one column
 * on phones (CSS only); each with its date and the child's age that day.
 */
export function VerticalTimeline({ timeline }: { timeline: TimelineData }) {
  const intl = useIntl();
  const t = useTimelinesT();
  const shades = themeShades(timeline.themeColor);
  const style = { '--tl-accent': shades.swatch, '--tl-accent-strong': shades.strong, '--tl-accent-soft': shades.soft } as CSSProperties;

  if (timeline.events.length === 0) {
    return <p className="tl-public-empty">{t('timelines.public.empty')}</p>;
  }
  return (
    <ol className="tl-vertical" style={style} aria-label={t('timelines.public.eventsLabel')}>
      {timeline.events.map((event) => {
        const age = formatAgeAt(timeline.birthDate, event.date, intl.locale);
        return (
          <li key={event.id} className="tl-vertical__item">
            <span className="tl-vertical__dot" aria-hidden />
            <article className="tl-vertical__card">
              <p className="tl-vertical__when" {...localTimeAttributes('when', timeline.birthDate, event.date)}>
                <time dateTime={event.date}>{formatDate(event.date, intl.locale)}</time>
                <span className="tl-vertical__age">{age ? t('timelines.public.ageAt', { age }) : t('timelines.public.beforeBirth')}</span>
              </p>
              <h2 className="tl-vertical__title">{event.title}</h2>
              {event.description && <p className="tl-vertical__description">{event.description}</p>}
              <EventPhotos photos={event.photos} title={event.title} />
            </article>
          </li>
        );
      })}
    </ol>
  );
}
