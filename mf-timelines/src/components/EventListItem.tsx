import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { formatDate } from '@cigogne/ui/format/date';
import type { TimelineQuery } from '@cigogne/graphql/timelines';
import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { ButtonLink } from '@cigogne/ui/navigation/ButtonLink';
import { EventPhotos } from '../photos/EventPhotos';
import { useTimelinesT } from '../i18n/useTimelinesT';

type TimelineEvent = TimelineQuery['timeline']['events'][number];

/** One event on the manage screen: date, title, description, its photos (they open in the viewer), edit and delete. */
export function EventListItem({ event, editPath, onDelete }: { event: TimelineEvent; editPath: string; onDelete: () => void }) {
  const intl = useIntl();
  const t = useTimelinesT();
  return (
    <li className="tl-event-row">
      <div className="tl-event-row__text">
        <time dateTime={event.date} className="tl-event-row__date">
          {formatDate(event.date, intl.locale)}
        </time>
        <h3 className="tl-event-row__title">{event.title}</h3>
        {event.description && <p className="tl-event-row__description">{event.description}</p>}
        <EventPhotos photos={event.photos} title={event.title} />
      </div>
      <div className="tl-event-row__actions">
        <ButtonLink
          to={editPath}
          icon={<EditOutlined aria-hidden />}
          aria-label={t('timelines.manage.editEvent', { title: event.title })}
        />
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          onClick={onDelete}
          aria-label={t('timelines.manage.deleteEvent', { title: event.title })}
        />
      </div>
    </li>
  );
}
